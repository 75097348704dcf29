import type { DemoUser } from '@esg/platform';
import { startDataCollection, type DataCollectionHost } from './data-collection-host';
import { ESG_ANSWERS, registerUser, responseIdOf } from './esg-fixtures';

interface SavedValue {
  valueVersionId: string;
  version: number;
  revision: number;
  value: unknown;
  authorId: number;
  authorName: string | null;
  createdAt: string;
  draft?: boolean;
  review?: unknown;
}
interface HistoryEntry {
  kind: 'version' | 'review';
  version: number;
  after: { value: unknown };
}

/** A second person of Northwind Renewables (company 2), beside Priya Chen. */
const NOAH: DemoUser = {
  id: 4_201,
  name: 'Noah Berg',
  email: 'noah.berg@northwind.demo.test',
  role: 'pc',
  permission: null,
  company_id: 2,
};
const METRIC = 'energy.consumption_total';
const EQUITY = 'company.total_equity';

/**
 * Autosave of the questionnaire over real HTTP (issue 27 item 4, ADR 0226): an autosave revises the
 * author's open draft version instead of adding one per pause in typing; the same content twice is
 * one save; a save that started from a revision someone else has saved over is refused with 409 and
 * their value, who and when; whoever may not enter values is refused as before.
 */
describe('autosave: drafts, revisions and conflicts', () => {
  let host: DataCollectionHost;
  let responseId: number;
  let start: number;

  beforeAll(async () => {
    host = await startDataCollection();
    await registerUser(host, NOAH);
    // Demo data: Northwind's ESG 2025 is in progress.
    responseId = await responseIdOf(host, 2, 1, '2025');
    start = await revisionNow();
  });
  afterAll(async () => host?.dispose());

  const path = `/api/responses/{id}/values/${METRIC}`;
  const put = (who: string | DemoUser, body: object) =>
    host
      .as(who)
      .put(path.replace('{id}', String(responseId)))
      .send(body);
  const saved = (res: { body: { data: { value: SavedValue } } }) => res.body.data.value;
  const versions = async () =>
    (
      (await host.as('pc@demo.test').get(`/api/responses/${responseId}/values/${METRIC}/history`).expect(200))
        .body.data as HistoryEntry[]
    ).filter((e) => e.kind === 'version');
  async function revisionNow(): Promise<number> {
    const data = (await host.as('pc@demo.test').get(`/api/responses/${responseId}`).expect(200)).body.data;
    type Section = { metrics: Array<{ code: string; value: SavedValue | null }>; sections: Section[] };
    const all = (sections: Section[]): Section['metrics'] =>
      sections.flatMap((s) => [...s.metrics, ...all(s.sections)]);
    return all(data.sections as Section[]).find((m) => m.code === METRIC)?.value?.revision ?? 0;
  }

  let draft: SavedValue;

  it('folds the autosaves of one author into one draft version, each with the next revision', async () => {
    const before = (await versions()).length;
    const first = saved(
      await put('pc@demo.test', { value: 1, draft: true, baseRevision: start }).expect(200),
    );
    expect(first).toMatchObject({ value: 1, revision: start + 1, draft: true, authorName: 'Priya Chen' });
    const second = saved(
      await put('pc@demo.test', { value: 12, draft: true, baseRevision: start + 1 }).expect(200),
    );
    const third = saved(
      await put('pc@demo.test', { value: 1200, draft: true, baseRevision: start + 2 }).expect(200),
    );
    // Same version and id, the next revision each time: one version for three pauses in typing.
    expect([second.version, second.valueVersionId, second.revision]).toEqual([
      first.version,
      first.valueVersionId,
      start + 2,
    ]);
    expect([third.version, third.valueVersionId, third.revision]).toEqual([
      first.version,
      first.valueVersionId,
      start + 3,
    ]);
    const history = await versions();
    expect(history).toHaveLength(before + 1);
    expect(history.at(-1)).toMatchObject({ version: first.version, after: { value: 1200 } });
    draft = third;
  });

  it('answers the same content twice as saved, without a new revision, whatever revision it names', async () => {
    const again = saved(
      await put('pc@demo.test', { value: 1200, draft: true, baseRevision: start + 3 }).expect(200),
    );
    // A retry of a save whose answer was lost names the revision before it: still no conflict.
    const retried = saved(
      await put('pc@demo.test', { value: 1200, draft: true, baseRevision: start + 2 }).expect(200),
    );
    for (const value of [again, retried])
      expect(value).toMatchObject({
        valueVersionId: draft.valueVersionId,
        version: draft.version,
        revision: start + 3,
      });
  });

  it("adds a version for another person's save: a draft is one author's", async () => {
    const noah = saved(await put(NOAH, { value: 1350, draft: true, baseRevision: start + 3 }).expect(200));
    expect(noah).toMatchObject({
      version: draft.version + 1,
      revision: start + 4,
      authorId: NOAH.id,
      authorName: 'Noah Berg',
    });
    expect(noah.valueVersionId).not.toBe(draft.valueVersionId);
  });

  it('refuses a save that started from a revision someone saved over: 409 with their value, who and when', async () => {
    const stale = await put('pc@demo.test', { value: 1210, draft: true, baseRevision: start + 3 }).expect(
      409,
    );
    expect(stale.body).toMatchObject({
      code: 'VALUE.CONFLICT',
      details: {
        metricCode: METRIC,
        baseRevision: start + 3,
        theirs: { value: 1350, authorId: NOAH.id, authorName: 'Noah Berg', revision: start + 4 },
      },
    });
    expect(stale.body.message).toContain('was saved by Noah Berg at ');
    expect(Date.parse(stale.body.details.theirs.createdAt)).not.toBeNaN();
    // Nothing was overwritten.
    expect(await revisionNow()).toBe(start + 4);
    expect((await versions()).at(-1)).toMatchObject({ after: { value: 1350 } });
  });

  it('keeps mine deliberately: the save names the revision it was shown, and adds a version', async () => {
    const mine = saved(
      await put('pc@demo.test', { value: 1210, draft: true, baseRevision: start + 4 }).expect(200),
    );
    expect(mine).toMatchObject({ value: 1210, version: draft.version + 2, revision: start + 5 });
  });

  it('keeps a save without `draft` a version of its own, and without `baseRevision` unchecked, as before', async () => {
    const explicit = saved(await put('pc@demo.test', { value: 1220 }).expect(200));
    expect(explicit).toMatchObject({ version: draft.version + 3, revision: start + 6 });
    expect(explicit.draft).toBeUndefined();
  });

  it('refuses whoever may not enter values as before, before any conflict is told', async () => {
    const body = { value: 9, draft: true, baseRevision: 1 };
    // The GP that asked for the data reads it but does not enter it.
    expect((await put('gp@demo.test', body)).status).toBe(403);
    // A contributor of another company, an LP and another tenant do not see the response at all.
    for (const who of ['contributor@demo.test', 'lp@demo.test', 'investor@demo.test'])
      expect([who, (await put(who, body)).status]).toEqual([who, 404]);
    expect(await revisionNow()).toBe(start + 6);
  });

  it('closes a draft at submission: the next autosave after a return is a version of its own', async () => {
    const created = await host
      .as('gp@demo.test')
      .post('/api/responses')
      .send({ companyId: 2, standardId: 1, period: '2021', dueDate: '2022-03-31' })
      .expect(201);
    const id = created.body.data.id as number;
    const autosave = (code: string, body: object) =>
      host
        .as('pc@demo.test')
        .put(`/api/responses/${id}/values/${code}`)
        .send({ ...body, draft: true });
    for (const [code, body] of Object.entries(ESG_ANSWERS)) await autosave(code, body).expect(200);
    const drafted = saved(await autosave('ghg.scope1', { value: 700 }).expect(200));
    const again = saved(await autosave('ghg.scope1', { value: 701 }).expect(200));
    expect(again.version).toBe(drafted.version);
    // An optional value the review gives no verdict: only the submission closes its draft.
    const equity = saved(await autosave(EQUITY, { value: 5_000_000, unit: 'EUR' }).expect(200));

    await host.as('pc@demo.test').post(`/api/responses/${id}/submit`).send({}).expect(200);
    await host
      .as('gp@demo.test')
      .post(`/api/responses/${id}/review`)
      .send({
        decisions: Object.keys(ESG_ANSWERS).map((metricCode) =>
          metricCode === 'ghg.scope1'
            ? { metricCode, verdict: 'returned', comment: 'Check the generators' }
            : { metricCode, verdict: 'accepted' },
        ),
      })
      .expect(200);
    const equityAfter = saved(await autosave(EQUITY, { value: 5_100_000, unit: 'EUR' }).expect(200));
    expect(equityAfter).toMatchObject({ version: equity.version + 1, review: null });
    const corrected = saved(await autosave('ghg.scope1', { value: 780 }).expect(200));
    expect(corrected).toMatchObject({ version: drafted.version + 1, value: 780, draft: true });
    expect(corrected.valueVersionId).not.toBe(drafted.valueVersionId);
    // From there it is a draft again until the next submission.
    const more = saved(await autosave('ghg.scope1', { value: 781 }).expect(200));
    expect([more.version, more.valueVersionId]).toEqual([corrected.version, corrected.valueVersionId]);
  });
});
