import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * SFDR 2.0 readiness of the demo's funds (issue 26): the three categories of the Commission's proposal
 * tested on the fund's latest positions from the companies' published data, labelled with the proposal's
 * date and status.
 */
const TODAY = new Date().toISOString().slice(0, 10);

interface Category {
  id: string;
  name: string;
  share: number;
  missingShare: number;
  threshold: number;
  verdict: string;
  reason: string;
  missing: Array<{ name: string; data: string[] }>;
}

describe('the SFDR 2.0 category tester', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    host = await startStandalone();
    for (const [key, email] of [
      ['gp', 'gp@demo.test'],
      ['lp', 'lp@demo.test'],
    ]) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens[key] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  const get = (path: string, who = 'gp') =>
    request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);

  it('tests a fund against the three categories, labelled as based on the proposal', async () => {
    const data = await waitFor(
      async () => {
        const res = await get(`/api/sfdr-categories/funds/1/${TODAY}`).expect(200);
        return res.body.data.categories.length ? res.body.data : null;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(data.basis).toMatchObject({ date: '2025-11-20', status: 'proposal' });
    expect(data.basis.verificationStatus).toMatch(/not adopted law/);
    const categories = data.categories as Category[];
    expect(categories.map((c) => c.name)).toEqual(['Transition', 'ESG Basics', 'Sustainable']);
    for (const c of categories) {
      expect(c.threshold).toBe(0.7);
      expect(c.share).toBeGreaterThanOrEqual(0);
      expect(c.share + c.missingShare).toBeLessThanOrEqual(1 + 1e-9);
      expect(['meets', 'fails', 'undecided']).toContain(c.verdict);
      expect(c.reason).toMatch(/%/);
    }
    // The demo's Northwind and Atlas disclose their Taxonomy alignment: the Sustainable share is theirs.
    expect(categories[2].share).toBeGreaterThan(0);
  });

  it('answers 403 to others, 404 for an unknown fund, and no categories before any positions', async () => {
    await get(`/api/sfdr-categories/funds/1/${TODAY}`, 'lp').expect(403);
    await get(`/api/sfdr-categories/funds/999/${TODAY}`).expect(404);
    const before = await get('/api/sfdr-categories/funds/1/2001-12-31').expect(200);
    expect(before.body.data).toMatchObject({ positionsDate: null, categories: [] });
    await get('/api/sfdr-categories/funds/1/2025-02-30').expect(400);
  });
});
