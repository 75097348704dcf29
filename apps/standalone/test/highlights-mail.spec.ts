import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { mailboxFolder } from '@esg/gateway';
import { companyRegistered, publishedValue, responsePublished, waitFor } from '@esg/testing';
import { appendEvents, demoTokens, storeOf } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * The automatic highlights e-mail end to end (issue 12, ADR 0047): the GP's primary user switches it on
 * (PATCH company/details, as /highlights does); a portfolio company's publication (data-collection's event)
 * goes through the analysis projection, which decides the mail; the gateway mails the GP's users through
 * the mail outbox into the mailbox folder. Once per publication: a redelivered publication, a second
 * highlights event with the same key, a rebuild-style replay all mail no one again; off means no mail.
 *
 * By hand, GP 1 (Evergreen), periods 2032 → 2033 (no demo data those years), test companies 9301, 9302:
 *   9301: Scope 1 100 → 80 tCO2e (−20 %, lower is better: improved); renewable share 20 → 10 % (worsened, −50 %)
 *   9302: Scope 1 50 → 60 tCO2e (+20 %: worsened)
 * Leaderboard 2033 (improved − worsened): 9301 0 (1 − 1), 9302 −1 → 9301 is first of the two that moved
 * (the demo companies published nothing in 2033).
 */
const GP = 1;
type Host = Awaited<ReturnType<typeof startStandalone>>;
type Mail = { to: string; subject: string; text: string };

const registered = (companyId: number): CloudEvent =>
  companyRegistered({ companyId, name: `Highlights Co ${companyId}`, parentId: GP });

function published(
  companyId: number,
  year: number,
  publicationNumber: number,
  values: Array<{ code: string; value: number; unit: string }>,
): CloudEvent {
  return responsePublished({
    responseId: companyId * 100 + (year - 2000),
    companyId,
    requesterCompanyId: GP,
    period: String(year),
    publicationNumber,
    publishedAt: `${year + 1}-02-0${publicationNumber}T10:00:00.000Z`,
    values: values.map((v) =>
      publishedValue(v.code, v.value, v.unit, {
        valueVersionId: `${v.code}-${companyId}-${year}-${publicationNumber}`,
        version: publicationNumber,
      }),
    ),
  });
}

const scope1 = (value: number) => ({ code: 'ghg.scope1', value, unit: 'tCO2e' });
const renewable = (value: number) => ({ code: 'energy.renewable_share', value, unit: '%' });

jest.setTimeout(120_000);

describe('the automatic highlights e-mail', () => {
  let host: Host;
  let tokens: Record<string, string>;

  const mails = (): Mail[] => {
    const folder = mailboxFolder(host.runtimes.find((r) => r.service === 'gateway')!);
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Mail);
  };
  const highlights = (to: string, period: string) =>
    mails().filter(
      (m) => m.to === to && m.subject === `ESG highlights: new ${period} figures in your portfolio`,
    );
  const setFlag = (on: boolean) =>
    request(host.url)
      .patch(`/api/company/details/${GP}`)
      .set('authorization', `Bearer ${tokens.gp}`)
      .send({ auto_highlights_flag: on })
      .expect(200);
  /** Waits until the analysis read model shows the company's value of the period (the projection ran). */
  const applied = (companyId: number, period: string) =>
    waitFor(
      async () => {
        const res = await request(host.url)
          .get(`/api/analysis/companies/${companyId}/values?period=${period}`)
          .set('authorization', `Bearer ${tokens.gp}`);
        return res.status === 200 && (res.body.data.values as unknown[]).length > 0;
      },
      { timeoutMs: 30_000, message: `company ${companyId}'s ${period} values in the read model` },
    );
  /** A highlights event of reporting, as its projection appends them. */
  const ready = (investorCompanyId: number, key: string, companyId: number, companyName: string) =>
    storeOf(host, 'reporting').transaction(async (tx) => {
      await tx.append([
        createEvent({
          type: 'reporting.analysis.highlights-ready.v1',
          source: 'reporting',
          subject: key,
          companyId: investorCompanyId,
          data: {
            key,
            investorCompanyId,
            companyId,
            companyName,
            responseId: companyId * 100 + 33,
            publicationNumber: 1,
            period: '2033',
            previousPeriod: '2032',
            moves: [],
            improved: 1,
            worsened: 1,
            rank: 1,
            ranked: 2,
            portfolio: [],
          },
        }),
      ]);
    });
  /**
   * The gateway handles reporting's events in order: once a marker event (to the LP's user) is mailed,
   * every event reporting appended before it has been handled.
   */
  let markers = 0;
  const settled = async () => {
    markers += 1;
    await ready(5, `marker|${markers}`, 9390 + markers, `Marker ${markers}`);
    await waitFor(
      () => mails().some((m) => m.to === 'lp@demo.test' && m.text.includes(`Company: Marker ${markers}`)),
      { timeoutMs: 30_000, message: `marker ${markers} mailed` },
    );
  };

  beforeAll(async () => {
    host = await startStandalone();
    tokens = await demoTokens(host.url, ['gp']);
  });
  afterAll(async () => host?.dispose());

  it('mails the GP’s users what a publication moved, once, and nothing when it is off', async () => {
    await appendEvents(host, [
      registered(9301),
      registered(9302),
      published(9301, 2032, 1, [scope1(100), renewable(20)]),
      published(9302, 2032, 1, [scope1(50)]),
    ]);
    await applied(9302, '2032');
    await settled();
    // Off (the demo's default): the 2032 publications mailed nobody.
    expect(mails().filter((m) => m.subject.startsWith('ESG highlights') && m.to !== 'lp@demo.test')).toEqual(
      [],
    );

    await setFlag(true);
    await appendEvents(host, [published(9302, 2033, 1, [scope1(60)])]);
    const first = await waitFor(() => highlights('gp@demo.test', '2033')[0], {
      timeoutMs: 30_000,
      message: 'the highlights mail of 9302 to gp@demo.test',
    });
    expect(first.text).toContain('A portfolio company published its 2033 ESG data; compared with 2032:');
    expect(first.text).toContain('Company: Highlights Co 9302');
    expect(first.text).toContain('0 metrics improved, 1 worsened; place 1 of 1 on your portfolio');
    expect(first.text).toContain('- Worsened: Scope 1 GHG emissions 50 → 60 tCO2e (+20.0 %)');
    expect(first.text).toMatch(/https?:\/\/[^\s]+\/highlights\?period=2033/);

    const publication = published(9301, 2033, 1, [scope1(80), renewable(10)]);
    await appendEvents(host, [publication]);
    const second = await waitFor(
      () => highlights('gp@demo.test', '2033').find((m) => m.text.includes('Highlights Co 9301')),
      { timeoutMs: 30_000, message: 'the highlights mail of 9301' },
    );
    expect(second.text).toContain('1 metric improved, 1 worsened; place 1 of 2 on your portfolio');
    expect(second.text).toContain('- Improved: Scope 1 GHG emissions 100 → 80 tCO2e (-20.0 %)');
    expect(second.text).toContain(
      '- Worsened: Share of renewable energy in total consumption 20 → 10 % (-50.0 %)',
    );
    expect(second.text).toContain("Your portfolio's best and worst movers in 2033:");
    expect(second.text).toContain(
      '- Scope 1 GHG emissions: best Highlights Co 9301 (-20.0 %), worst Highlights Co 9302 (+20.0 %)',
    );
    // The GP's signed-up users who read its portfolio analysis: not its Contributor, not an invitee who has
    // not chosen a password yet, no one of another company.
    const recipients = () =>
      mails()
        .filter((m) => m.subject.startsWith('ESG highlights') && m.text.includes('Highlights Co 9301'))
        .map((m) => m.to)
        .sort();
    await waitFor(() => recipients().length === 3, {
      timeoutMs: 30_000,
      message: 'three recipients of the 9301 mail',
    });
    expect(recipients()).toEqual(['consultant@demo.test', 'coinvestor@demo.test', 'gp@demo.test'].sort());

    // Redelivered: the same publication event again, and a second highlights event with the same key.
    await host.runtimes.find((r) => r.service === 'data-collection')!.bus.publish([publication]);
    await ready(GP, `highlights|${GP}|${9301 * 100 + 33}|1`, 9301, 'Highlights Co 9301');
    await settled();
    expect(
      highlights('gp@demo.test', '2033').filter((m) => m.text.includes('Highlights Co 9301')),
    ).toHaveLength(1);
    expect(highlights('gp@demo.test', '2033')).toHaveLength(2);

    // Off again: a republication mails nobody.
    await setFlag(false);
    await appendEvents(host, [published(9301, 2033, 2, [scope1(70), renewable(10)])]);
    await waitFor(
      async () => {
        const res = await request(host.url)
          .get(`/api/analysis/companies/9301/values?period=2033`)
          .set('authorization', `Bearer ${tokens.gp}`);
        const row = (res.body.data.values as Array<{ metricCode: string; value: unknown }>).find(
          (r) => r.metricCode === 'ghg.scope1',
        );
        return row?.value === 70;
      },
      { timeoutMs: 30_000, message: 'the republication applied' },
    );
    await settled();
    expect(highlights('gp@demo.test', '2033')).toHaveLength(2);
  });
});
