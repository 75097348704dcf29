import { rmSync } from 'node:fs';
import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_USERS, loadConfig, startHost, type RunningHost } from '@esg/platform';
import { accessTokenFor, docxFile, emptyDataDir, pngFile, seededDataDir, waitFor } from '@esg/testing';
import { actionPlansService } from '../src/index';

export const ACTION_PLAN_TOPICS = [
  'action-plans.plan',
  'action-plans.recommendation',
  'action-plans.comment',
  'action-plans.internal-note',
  'action-plans.deliverable',
  'action-plans.change-request',
];

/** Settings that change nothing a first start writes: a host given only these still starts from the template. */
const RUNTIME_ONLY = new Set(['COMPANY_STORAGE_QUOTA_MB', 'LOG_LEVEL']);

type Agent = {
  get(path: string): request.Test;
  post(path: string): request.Test;
  put(path: string): request.Test;
  delete(path: string): request.Test;
};

export type ActionPlansHost = RunningHost & {
  /** Requests as a demo user; `company` sets X-Company-ID. */
  as(email: string, options?: { company?: number }): Agent;
  /** The Authorization header value of a demo user (for raw HTTP clients). */
  authorization(email: string): string;
  /** Every action-plans event published since start. */
  events: CloudEvent[];
  /** The first event of `type` published after `since` events, matching `where`. */
  nextEvent(type: string, since: number, where?: (e: CloudEvent) => boolean): Promise<CloudEvent>;
  dispose(): Promise<void>;
};

/**
 * The action-plans service alone, as in cluster mode (it verifies tokens itself). Its read models
 * are fed as data-collection and the gateway would: their registration events for the demo
 * companies and users are published on the bus here.
 */
export async function startActionPlans(
  options: { env?: Record<string, string> } = {},
): Promise<ActionPlansHost> {
  const configFor = (dataDir: string, env: Record<string, string>) =>
    loadConfig('action-plans', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    });
  const env = options.env ?? {};
  // A copy of the run's seeded template (libs/testing host-template.ts) unless a setting changes what
  // a first start writes.
  const dataDir = Object.keys(env).every((key) => RUNTIME_ONLY.has(key))
    ? await seededDataDir('action-plans', 'esg-ap-', (folder) =>
        startHost({ name: 'action-plans', config: configFor(folder, {}), definitions: [actionPlansService] }),
      )
    : emptyDataDir('esg-ap-');
  const config = configFor(dataDir, env);
  const host = await startHost({ name: 'action-plans', config, definitions: [actionPlansService] });
  const events: CloudEvent[] = [];
  const subscription = await host.bus.subscribe({
    group: `action-plans-spec-${Date.now()}`,
    topics: ACTION_PLAN_TOPICS,
    handler: async (event) => {
      events.push(event);
    },
  });
  await host.bus.publish([
    ...DEMO_COMPANIES.map((c) =>
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: c.id,
        data: {
          companyId: c.id,
          name: c.name,
          type: c.type,
          parentId: c.parent_id,
          contractType: c.contract_type,
          isActionPlanEnabled: c.is_action_plan_enabled,
        },
      }),
    ),
    ...DEMO_USERS.map((u) =>
      createEvent({
        type: 'gateway.user.registered.v1',
        source: 'gateway',
        subject: u.id,
        data: {
          userId: u.id,
          companyId: u.company_id,
          role: u.role,
          permission: u.permission,
          email: u.email,
          name: u.name,
        },
      }),
    ),
  ]);
  const store = host.runtimes[0].store;
  await waitFor(
    async () =>
      (await store.count('users')) === DEMO_USERS.length &&
      (await store.count('companies')) === DEMO_COMPANIES.length,
  );
  return {
    ...host,
    events,
    authorization: (email) => `Bearer ${accessTokenFor(email, config.jwt)}`,
    as: (email, options = {}) => {
      const auth = `Bearer ${accessTokenFor(email, config.jwtSecret)}`;
      const withHeaders = (test: request.Test) => {
        test.set('authorization', auth);
        if (options.company !== undefined) test.set('x-company-id', String(options.company));
        return test;
      };
      return {
        get: (path) => withHeaders(request(host.url).get(path)),
        post: (path) => withHeaders(request(host.url).post(path)),
        put: (path) => withHeaders(request(host.url).put(path)),
        delete: (path) => withHeaders(request(host.url).delete(path)),
      };
    },
    nextEvent: (type, since, where = () => true) =>
      waitFor(() => events.slice(since).find((e) => e.type === type && where(e)), {
        message: `event ${type}`,
      }),
    dispose: async () => {
      await subscription.close();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Small valid files of each accepted kind, and impostors. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: pngFile(),
  csv: Buffer.from('site,emissions\nHollowmere,12.5\n'),
  docx: docxFile('Environmental and social policy'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export { inDays };

/** A draft plan of the GP for `portfolioCompanyId` (default Northwind, 2). */
export async function draftPlan(
  host: ActionPlansHost,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; [k: string]: unknown }> {
  const response = await host
    .as('gp@demo.test')
    .post('/api/action-plans/create')
    .send({
      title: 'Hollowmere ESAP',
      portfolioCompanyId: 2,
      reportingCycle: 'annually',
      year: 2025,
      facilityIds: [1],
      esAdvisorUserId: 7,
      assignedUserIds: [4],
      ...overrides,
    })
    .expect(201);
  return response.body.data;
}

export async function addRecommendation(
  host: ActionPlansHost,
  planId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; [k: string]: unknown }> {
  const response = await host
    .as('gp@demo.test')
    .post(`/api/action-plan-recommendations/${planId}`)
    .send({
      title: 'Noise monitoring',
      performanceStandardId: 3,
      priority: 'high',
      dueDate: inDays(30),
      facilityId: 1,
      ...overrides,
    })
    .expect(201);
  return response.body.data[0];
}

/** A plan sent to the portfolio company with `count` recommendations. */
export async function sentPlan(
  host: ActionPlansHost,
  count = 1,
): Promise<{ planId: number; recommendationIds: number[] }> {
  const plan = await draftPlan(host);
  const recommendationIds: number[] = [];
  for (let i = 0; i < count; i++)
    recommendationIds.push((await addRecommendation(host, plan.id, { title: `Recommendation ${i + 1}` })).id);
  await host.as('gp@demo.test').put(`/api/action-plans/${plan.id}/send-draft-to-portCo`).expect(200);
  return { planId: plan.id, recommendationIds };
}
