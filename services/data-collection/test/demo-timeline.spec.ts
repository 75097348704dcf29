import type { ResponseDoc } from '../src/domain/esg/response';
import { RESPONSES } from '../src/application/response-workspace';
import { demoClock } from '../src/infrastructure/esg-seed';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * Issue 29, item 8: the demo data agrees with itself. Every seeded response is dated within its
 * period's timeline (asked for after the period ends, published after that and before its due date,
 * never after now), not on the day the demo was started ("2023 data, published 28 Nov 2026").
 */
describe('the demo data timeline', () => {
  let host: PortfolioHost;
  let responses: ResponseDoc[];
  let now: string;

  beforeAll(async () => {
    host = await startPortfolioHost();
    now = new Date().toISOString();
    responses = await host.runtimes[0].store.find<ResponseDoc>(RESPONSES);
  });
  afterAll(async () => host?.dispose());

  it('publishes each period after its end and before now, in the order the steps happen', () => {
    const published = responses.filter((r) => r.publications.length > 0);
    // 2023 and 2024 of the three companies (ESG, SFDR), TCFD, the taxonomy and the peers.
    expect(published.length).toBeGreaterThanOrEqual(14);
    for (const r of published) {
      const label = `${r.companyId} ${r.standardId} ${r.period}`;
      for (const p of r.publications) {
        expect([label, p.publishedAt > `${r.periodEnd}T23:59:59.999Z`]).toEqual([label, true]);
        expect([label, p.publishedAt <= now]).toEqual([label, true]);
        expect([label, p.publishedAt.slice(0, 10) <= r.dueDate]).toEqual([label, true]);
      }
      expect([label, r.requestedAt < r.submittedAt! && r.submittedAt! < r.lastPublishedAt!]).toEqual([
        label,
        true,
      ]);
    }
  });

  it('asks for every period after it ended and before its due date, and dates each step in order', () => {
    for (const r of responses.filter((r) => r.requesterCompanyId !== r.companyId)) {
      const label = `${r.companyId} ${r.standardId} ${r.period}`;
      expect([label, r.requestedAt > `${r.periodEnd}T23:59:59.999Z`]).toEqual([label, true]);
      expect([label, r.requestedAt.slice(0, 10) < r.dueDate]).toEqual([label, true]);
      const times = r.history.map((h) => h.at);
      expect([label, times]).toEqual([label, [...times].sort()]);
      expect([label, r.lastActivityAt <= now]).toEqual([label, true]);
    }
  });

  it('never dates a step after now, however early the demo is started', () => {
    const at = demoClock(new Date('2025-02-01T00:00:00Z'));
    expect(at(2024, 'requested').toISOString()).toBe('2025-01-15T09:00:00.000Z');
    expect(at(2024, 'published').toISOString()).toBe('2025-02-01T00:00:00.000Z');
    // One minute after the step before it, so the seed's order is the dates' order.
    expect(at(2023, 'requested').toISOString()).toBe('2024-01-15T09:02:00.000Z');
  });
});
