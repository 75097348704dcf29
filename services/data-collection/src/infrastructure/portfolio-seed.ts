import { DEMO_FUNDS, DEMO_POSITIONS, type ServiceRuntime } from '@esg/platform';
import { readFund } from '../domain/fund';
import { latestQuarterEnds } from '../domain/positions';
import { createFund, FUND_POSITIONS, FUNDS, getFund, isoDay, recordPositions, type FundActor } from './funds';

/** The demo seed acts as the platform: it may link an LP's fund to any GP's funds. */
const PLATFORM: FundActor = { userId: null, admin: true };

/**
 * Demo funds and their positions on the last quarter ends, written through the same code as the API
 * (so their events are in the log). Idempotent: a fund or a date already there is left as it is; a
 * fund seeded before funds had events (no version) is written again, completely.
 */
export async function seedPortfolio(runtime: ServiceRuntime, now = new Date()): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const demo of DEMO_FUNDS) {
      const existing = readFund(await tx.get(FUNDS, String(demo.id)));
      if (existing && existing.version > 0) continue;
      if (existing) await tx.delete(FUNDS, existing.id);
      await createFund(
        tx,
        {
          id: demo.id,
          companyId: demo.company_id,
          name: demo.name,
          currency: demo.currency,
          vintage: demo.vintage,
          sfdrClassification: demo.sfdr_classification,
          strategy: demo.strategy,
          portfolioCompanyIds: [...demo.portfolio_company_ids],
          gpFundIds: [...demo.gp_fund_ids],
        },
        PLATFORM,
        now,
      );
    }
    const quarterEnds = latestQuarterEnds(isoDay(now), 4);
    for (const demo of DEMO_POSITIONS) {
      const date = quarterEnds[demo.quartersAgo];
      if (await tx.get(FUND_POSITIONS, `${demo.fundId}:${date}`)) continue;
      await recordPositions(
        tx,
        await getFund(tx, demo.fundId),
        date,
        {
          allInvestments: demo.allInvestments,
          positions: demo.positions.map((p) => ({
            companyId: p.companyId,
            country: p.country ?? null,
            instrument: p.instrument,
            value: p.value,
            outstanding: p.outstanding ?? null,
          })),
        },
        PLATFORM,
        now,
      );
    }
  });
}
