import { createEvent, type CloudEvent, type QualityFlag } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';

import type { Company } from '../../domain/company';
import {
  QUALITY_FLAG_STATES,
  type FlagStateDoc,
  type PortfolioQuality,
  type QualityView,
} from './portfolio-quality';
import { parseFlagId } from './quality-access';
import { dataCollectionError } from '../../domain/data-collection.errors';

/** The flag as it stands now for the investor (404 when the values no longer trip it). */
export async function currentFlag(
  tx: Transaction,
  quality: PortfolioQuality,
  flagId: string,
  investorId: number,
  view: QualityView,
  portfolio?: Company[],
): Promise<QualityFlag> {
  const { period } = parseFlagId(flagId);
  const { flags } = await quality.flags(tx, investorId, { periods: [period], view, portfolio });
  const flag = flags.find((f) => f.id === flagId);
  if (!flag)
    throw dataCollectionError(
      'QUALITY_FLAG.NOT_FOUND',
      `Flag ${flagId} was not found: the value may have changed since, or it is not in your portfolio`,
    );
  return flag;
}

/** The state of a flag about the value's current version: a new version starts afresh. */
export async function stateFor(tx: Transaction, flag: QualityFlag): Promise<FlagStateDoc> {
  const stored = await tx.get<FlagStateDoc>(QUALITY_FLAG_STATES, flag.id);
  const fresh: FlagStateDoc = {
    id: flag.id,
    subject: flag.companyId === null ? flag.id.split(':')[0] : String(flag.companyId),
    period: flag.period,
    metricCode: flag.metricCode,
    check: flag.check,
    valueVersionId: flag.valueVersionId,
    explanation: null,
    resolution: null,
    history: stored?.history ?? [],
  };
  return stored && stored.valueVersionId === flag.valueVersionId ? stored : fresh;
}

/** The event of a resolution (accepted, opened again, or resolved by an override). */
export function flagResolvedEvent(
  flag: QualityFlag,
  investorId: number,
  action: 'accepted' | 'reopened' | 'overridden',
  comment: string | null,
  actorId: number,
  at: string,
): CloudEvent {
  return createEvent({
    type: 'data-collection.quality-flag.resolved.v1',
    source: 'data-collection',
    subject: flag.id,
    companyId: flag.companyId ?? investorId,
    actorId,
    data: {
      flagId: flag.id,
      companyId: flag.companyId,
      investorId,
      period: flag.period,
      metricCode: flag.metricCode,
      check: flag.check,
      valueVersionId: flag.valueVersionId,
      actorId,
      at,
      action,
      comment,
    },
  });
}
