import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The activity feed (/viewActivities, issue 13) over real HTTP: an action in one service becomes an
 * activity of the companies that may see it (the event's live audience), with the actor's name and
 * a link; another company does not see it; "mine" keeps the caller's own actions.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

interface Row {
  type: string;
  title: string;
  link: string | null;
  actor: { id: number; name: string } | null;
  companyId: number;
}

describe('activity feed', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const feed = async (who: string, query = '') =>
    (await request(host.url).get(`/api/activities${query}`).set(as(who))).body.data as Row[];

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['admin', 'gp', 'pc', 'coinvestor']) {
      const response = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD });
      tokens[who] = response.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  it('shows a company change to its company, with who did it and where', async () => {
    const changed = await request(host.url)
      .patch('/api/company/1')
      .set(as('gp'))
      .send({ data_collection_duration: 'quarterly' });
    expect(changed.status).toBe(200);
    const row = await waitFor(async () =>
      (await feed('gp')).find((a) => a.type === 'data-collection.company.updated.v1'),
    );
    expect(row).toMatchObject({
      title: 'updated the company details',
      link: '/company-details',
      actor: { id: 2, name: 'Grace Parker' },
      companyId: 1,
    });
    // Another user of the company sees it among the company's activities, not among their own.
    expect((await feed('coinvestor')).some((a) => a.type === 'data-collection.company.updated.v1')).toBe(
      true,
    );
    expect(
      (await feed('coinvestor', '?scope=mine')).some((a) => a.type === 'data-collection.company.updated.v1'),
    ).toBe(false);
    expect((await feed('gp', '?scope=mine')).every((a) => a.actor?.id === 2)).toBe(true);
  });

  it('keeps another company’s activities from a portfolio company', async () => {
    expect((await feed('pc')).every((a) => a.companyId === 2)).toBe(true);
    expect(
      (await feed('pc')).some((a) => a.type === 'data-collection.company.updated.v1' && a.companyId === 1),
    ).toBe(false);
  });

  it('pages 30 at a time, newest first', async () => {
    const first = await feed('admin');
    expect(first.length).toBeLessThanOrEqual(30);
    const times = first.map((a) => (a as unknown as { at: string }).at);
    expect([...times].sort().reverse()).toEqual(times);
    const next = await feed('admin', `?offset=${first.length}`);
    const ids = new Set(first.map((a) => (a as unknown as { id: string }).id));
    expect(next.some((a) => ids.has((a as unknown as { id: string }).id))).toBe(false);
  });
});
