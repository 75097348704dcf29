import type { SaveValueRequest } from '@esg/contracts';
import { clockOf, DEMO_TCFD_ANSWERS, DEMO_USERS, type Principal, type ServiceRuntime } from '@esg/platform';
import { EsgCatalogue } from '../application/esg-catalogue';
import { readEsgSettings } from '../application/esg-settings';
import { RESPONSES, ResponseWorkspace } from '../application/response-workspace';
import { ValueWriter } from '../application/value-writer';
import { AssignContributorsCommand } from '../commands/assign-contributors/assign-contributors.command';
import { AssignContributorsHandler } from '../commands/assign-contributors/assign-contributors.handler';
import { PublishResponseCommand } from '../commands/publish-response/publish-response.command';
import { PublishResponseHandler } from '../commands/publish-response/publish-response.handler';
import { RecordValuesCommand } from '../commands/record-values/record-values.command';
import { RecordValuesHandler } from '../commands/record-values/record-values.handler';
import { RequestDataCommand } from '../commands/request-data/request-data.command';
import { RequestDataHandler } from '../commands/request-data/request-data.handler';
import { ReviewResponseCommand } from '../commands/review-response/review-response.command';
import { ReviewResponseHandler } from '../commands/review-response/review-response.handler';
import { SubmitResponseCommand } from '../commands/submit-response/submit-response.command';
import { SubmitResponseHandler } from '../commands/submit-response/submit-response.handler';
import { PortfolioQuality } from '../application/quality/portfolio-quality';
import { PreApproval } from '../application/quality/pre-approval';
import type { ResponseDoc } from '../domain/esg/response';
import { tcfdCode } from '../reference/frameworks';
import { USER_DIRECTORY, type DirectoryUser } from './user-directory';
import {
  DEMO_ESG_DATA,
  DEMO_PEER_COMPANIES,
  DEMO_PEER_DATA,
  DEMO_TAXONOMY_2024,
  demoValues,
  type DemoCompanyData,
} from './esg-demo-data';

/**
 * Demo ESG data (standalone and cluster, never production), written through the same use cases as
 * the screens: Evergreen (GP, user 2) asks its three portfolio companies for ESG (1) and SFDR (8)
 * data for 2023 and 2024; the companies answer, Evergreen reviews and publishes (each publication
 * emits data-collection.response.published.v1). For 2025: Northwind's ESG response is in progress,
 * Atlas's SFDR response is submitted for review, Helios's ESG response is requested with a
 * contributor assigned to the EDCI section. Three other investors' companies publish 2024 (seedPeers).
 * Idempotent: a response that exists is left alone.
 */
const ESG = 1;
const SFDR = 8;
const TCFD = 2;
const EU_TAXONOMY = 16;
/** The actor of values typed by a company that has no demo user of its own ("Demo data"). */
export const DEMO_DATA_ACTOR_ID = 0;
/**
 * The actor of what the other investors of the demo (who have no users) ask, review and publish: not 0,
 * because whoever reviews a value must not be who entered it (four eyes). Gateway user ids are 1–8 for
 * the demo and from 1001 for everyone else, so no user ever has it.
 */
export const DEMO_PEER_INVESTOR_ACTOR_ID = 900;

/**
 * When a step of the demo happens, within its period's timeline (issue 29, item 8: 2023 data read
 * "published 28 Nov 2026"): the data of year Y is asked for in January of Y+1, entered in February,
 * submitted and reviewed in March and published before its due date of 31 March (a contributor is
 * assigned a few days after the request). Never after `now`; each step is a minute after the one
 * before, so the seed's order (ESG before SFDR, say) is the order of the dates.
 */
export const DEMO_TIMELINE = {
  requested: '01-15T09:00:00Z',
  assigned: '01-20T09:00:00Z',
  entered: '02-20T09:00:00Z',
  submitted: '03-10T09:00:00Z',
  reviewed: '03-20T09:00:00Z',
  published: '03-25T09:00:00Z',
} as const;
export type DemoStep = keyof typeof DEMO_TIMELINE;

export function demoClock(now: Date): (year: number, step: DemoStep, daysLater?: number) => Date {
  let sequence = 0;
  return (year, step, daysLater = 0) => {
    const day = Date.parse(`${year + 1}-${DEMO_TIMELINE[step]}`) + daysLater * 86_400_000;
    return new Date(Math.min(day + sequence++ * 60_000, now.getTime()));
  };
}

export async function seedEsgData(runtime: ServiceRuntime): Promise<void> {
  const { store } = runtime;
  const at = demoClock(clockOf(runtime).now());
  await seedUserDirectory(runtime);
  const catalogue = new EsgCatalogue(store);
  await catalogue.reload();
  const workspace = new ResponseWorkspace(store, catalogue);
  const writer = new ValueWriter(catalogue, workspace);
  const settings = readEsgSettings();
  const recorder = new RecordValuesHandler(workspace, writer, settings);
  const handlers = {
    request: new RequestDataHandler(workspace, recorder),
    record: recorder,
    assign: new AssignContributorsHandler(workspace),
    // The demo GPs keep pre-approval off (the product's default): submitting approves nothing on its own.
    submit: new SubmitResponseHandler(
      workspace,
      new PreApproval(new PortfolioQuality(store, catalogue, workspace, settings), settings),
    ),
    review: new ReviewResponseHandler(workspace),
    publish: new PublishResponseHandler(workspace),
  };
  const gp = principal(2, 'gp', 1);
  const company = (companyId: number): Principal =>
    companyId === 2 ? principal(4, 'pc', 2) : principal(DEMO_DATA_ACTOR_ID, 'pc', companyId);

  const existing = async (companyId: number, standardId: number, period: string) =>
    (await store.find<ResponseDoc>(RESPONSES, { companyId, standardId, period }))[0] ?? null;
  const open = async (
    companyId: number,
    standardId: number,
    period: string,
    dueDate: string,
    requester: Principal = gp,
    daysLater = 0,
  ) =>
    (await existing(companyId, standardId, period)) === null
      ? (
          await handlers.request.execute(
            new RequestDataCommand(
              requester,
              { companyId, standardId, period, dueDate },
              at(Number(period), 'requested', daysLater),
            ),
          )
        ).id
      : null;
  const record = async (
    data: DemoCompanyData,
    responseId: number,
    values: Record<string, SaveValueRequest>,
    only?: readonly string[],
  ) => {
    const response = (await store.get<ResponseDoc>(RESPONSES, String(responseId)))!;
    const year = response.year;
    const codes = new Set(catalogue.codesFor(response.frameworkId, response));
    const batch = Object.entries(values)
      .filter(([code]) => codes.has(code) && (!only || only.includes(code)))
      .map(([code, input]) => ({ code, input }));
    await handlers.record.execute(
      new RecordValuesCommand(
        company(data.companyId),
        responseId,
        batch,
        { kind: 'seeded', calculationId: null, calculationType: null, importId: null },
        at(year, 'entered'),
      ),
    );
  };
  const acceptAll = async (responseId: number, reviewer: Principal = gp) => {
    const response = (await store.get<ResponseDoc>(RESPONSES, String(responseId)))!;
    const state = await workspace.state(store, response);
    const decisions = state.codes
      .filter((code) => state.values.get(code)?.review?.verdict !== 'accepted' && state.values.has(code))
      .map((metricCode) => ({ metricCode, verdict: 'accepted' as const }));
    if (decisions.length)
      await handlers.review.execute(
        new ReviewResponseCommand(reviewer, responseId, { decisions }, at(response.year, 'reviewed')),
      );
  };
  const submit = (who: Principal, responseId: number, year: number, comment?: string) =>
    handlers.submit.execute(
      new SubmitResponseCommand(who, responseId, comment ? { comment } : {}, at(year, 'submitted')),
    );
  const publish = (who: Principal, responseId: number, year: number) =>
    handlers.publish.execute(
      new PublishResponseCommand(who, responseId, { comment: `Demo data ${year}` }, at(year, 'published')),
    );

  for (const data of DEMO_ESG_DATA) {
    for (const year of [2023, 2024] as const) {
      const period = String(year);
      const esg = await open(data.companyId, ESG, period, `${year + 1}-03-31`);
      const sfdr = await open(data.companyId, SFDR, period, `${year + 1}-03-31`);
      if (esg === null || sfdr === null) continue;
      const values = demoValues(data, year);
      await record(data, esg, values);
      await record(data, sfdr, values);
      for (const id of [esg, sfdr]) await submit(company(data.companyId), id, year);
      for (const id of [esg, sfdr]) {
        await acceptAll(id);
        await publish(gp, id, year);
      }
    }
  }

  const [northwind, atlas, helios] = DEMO_ESG_DATA;
  const inProgress = await open(northwind.companyId, ESG, '2025', '2026-03-31');
  if (inProgress !== null)
    await record(northwind, inProgress, demoValues(northwind, 2025), [
      'company.country',
      'company.nace',
      'company.fte',
      'company.revenue',
      'ghg.scope1',
      'ghg.scope2_location',
      'energy.consumption_total',
      'energy.consumption_renewable',
      'energy.consumption_nonrenewable',
      'energy.renewable_share',
      'gov.board_members',
      'gov.board_members_female',
    ]);
  const submitted = await open(atlas.companyId, SFDR, '2025', '2026-03-31');
  if (submitted !== null) {
    await record(atlas, submitted, demoValues(atlas, 2025));
    await submit(company(atlas.companyId), submitted, 2025, 'Ready for review');
  }
  // Asked for two weeks after the others, as its due date is a month later.
  const requested = await open(helios.companyId, ESG, '2025', '2026-04-30', gp, 14);
  if (requested !== null) {
    const contributor = DEMO_USERS.find(
      (u) => u.company_id === helios.companyId && u.permission === 'Contributor',
    );
    if (contributor)
      await handlers.assign.execute(
        new AssignContributorsCommand(
          company(helios.companyId),
          requested,
          { assignments: [{ userId: contributor.id, sectionIds: ['edci'], metricCodes: [] }] },
          at(2025, 'assigned', 14),
        ),
      );
  }

  // TCFD (framework 2, ADR 0051): Evergreen asks Northwind for 2024; Northwind's answers are published
  // (the same answers scoring's demo assessment holds), so /analytics scores data collection's answers.
  const tcfd = await open(northwind.companyId, TCFD, '2024', '2025-03-31');
  if (tcfd !== null) {
    const response = (await store.get<ResponseDoc>(RESPONSES, String(tcfd)))!;
    const answered = new Map(DEMO_TCFD_ANSWERS.map((answer) => [tcfdCode(answer.code), answer]));
    const values: Record<string, SaveValueRequest> = {};
    for (const code of catalogue.codesFor(response.frameworkId, response)) {
      const answer = answered.get(code);
      values[code] = answer
        ? {
            status: 'provided',
            value:
              catalogue.metric(code)?.type === 'multi-choice' ? [...answer.selected] : answer.selected[0],
            ...(answer.justification ? { comment: answer.justification } : {}),
          }
        : { status: 'not_available', reason: 'Not assessed for 2024' };
    }
    await record(northwind, tcfd, values);
    await submit(company(northwind.companyId), tcfd, 2024);
    await acceptAll(tcfd);
    await publish(gp, tcfd, 2024);
  }

  await seedPeers(open, record, acceptAll, submit, publish);

  // EU Taxonomy 2024 (framework 16, issue 26), after the peers so the earlier
  // demo responses keep their ids: Northwind and Atlas publish their disclosures.
  for (const disclosure of DEMO_TAXONOMY_2024) {
    const data = DEMO_ESG_DATA.find((d) => d.companyId === disclosure.companyId)!;
    const id = await open(disclosure.companyId, EU_TAXONOMY, '2024', '2025-04-30');
    if (id === null) continue;
    await record(data, id, disclosure.values);
    await submit(company(data.companyId), id, 2024);
    await acceptAll(id);
    await publish(gp, id, 2024);
  }
}

/**
 * Other investors' companies publish their 2024 ESG data, each asked and published by its own investor
 * (no users: the "Demo data" actor), so that the demo has industry peers from several investors.
 */
async function seedPeers(
  open: (c: number, s: number, p: string, d: string, r: Principal) => Promise<number | null>,
  record: (
    data: DemoCompanyData,
    responseId: number,
    values: Record<string, SaveValueRequest>,
  ) => Promise<void>,
  acceptAll: (responseId: number, reviewer: Principal) => Promise<void>,
  submit: (who: Principal, responseId: number, year: number) => Promise<unknown>,
  publish: (who: Principal, responseId: number, year: number) => Promise<unknown>,
): Promise<void> {
  for (const data of DEMO_PEER_DATA) {
    const investor = DEMO_PEER_COMPANIES.find((c) => c.id === data.companyId)!.parent_id!;
    const requester = principal(DEMO_PEER_INVESTOR_ACTOR_ID, 'gp', investor);
    const id = await open(data.companyId, ESG, '2024', '2025-03-31', requester);
    if (id === null) continue;
    await record(data, id, demoValues(data, 2024));
    await submit(principal(DEMO_DATA_ACTOR_ID, 'pc', data.companyId), id, 2024);
    await acceptAll(id, requester);
    await publish(requester, id, 2024);
  }
}

function principal(userId: number, role: Principal['role'], companyId: number): Principal {
  return { userId, sessionId: 'demo-data', role, permission: null, companyId };
}

/**
 * The demo users, as the gateway's user events would bring them (the consumers start after the
 * seed, and the assignment above needs to know the contributor).
 */
async function seedUserDirectory(runtime: ServiceRuntime): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const user of DEMO_USERS) {
      if (await tx.get(USER_DIRECTORY, String(user.id))) continue;
      await tx.insert<DirectoryUser>(USER_DIRECTORY, {
        id: String(user.id),
        userId: user.id,
        companyId: user.company_id,
        email: user.email,
        role: user.role,
        permission: user.permission,
        name: user.name,
        active: true,
      });
    }
  });
}
