import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent, type QualityFlag } from '@esg/contracts';
import { currentFlag, stateFor } from '../../application/quality/flag-states';
import {
  PortfolioQuality,
  QUALITY_FLAG_STATES,
  type FlagStateDoc,
} from '../../application/quality/portfolio-quality';
import { parseFlagId } from '../../application/quality/quality-access';
import { userName } from '../../application/transitions';
import type { Company } from '../../domain/company';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { ExplainFlagCommand } from './explain-flag.command';

@CommandHandler(ExplainFlagCommand)
export class ExplainFlagHandler implements ICommandHandler<ExplainFlagCommand> {
  constructor(private readonly quality: PortfolioQuality) {}

  async execute({ principal, flagId, request }: ExplainFlagCommand): Promise<QualityFlag> {
    const { companyId } = parseFlagId(flagId);
    // Another tenant's flag looks like one that does not exist.
    if (companyId === null || principal.companyId !== companyId)
      throw dataCollectionError('QUALITY_FLAG.NOT_FOUND', `Flag ${flagId} was not found`);
    return this.quality.store.transaction(async (tx) => {
      const company = await tx.get<Company>('companies', String(companyId));
      if (!company) throw dataCollectionError('QUALITY_FLAG.NOT_FOUND', `Flag ${flagId} was not found`);
      const investorId = company.parent_id ?? company.companyId;
      const flag = await currentFlag(
        tx,
        this.quality,
        flagId,
        investorId,
        'company',
        company.parent_id === null ? [company] : undefined,
      );
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      const explanation = {
        text: request.text,
        byId: principal.userId,
        byName,
        at: now,
        source: 'flag' as const,
      };
      const state = await stateFor(tx, flag);
      await tx.put<FlagStateDoc>(QUALITY_FLAG_STATES, {
        ...state,
        explanation,
        history: [
          ...state.history,
          {
            kind: 'explained',
            text: request.text,
            byId: principal.userId,
            byName,
            at: now,
            valueVersionId: flag.valueVersionId,
          },
        ],
      });
      await tx.append([
        createEvent({
          type: 'data-collection.quality-flag.explained.v1',
          source: 'data-collection',
          subject: flag.id,
          companyId,
          actorId: principal.userId,
          data: {
            flagId: flag.id,
            companyId,
            investorId,
            period: flag.period,
            metricCode: flag.metricCode,
            check: flag.check,
            valueVersionId: flag.valueVersionId,
            actorId: principal.userId,
            at: now,
            text: request.text,
          },
        }),
      ]);
      return {
        ...flag,
        explanation,
        status: state.resolution ? 'resolved' : 'explained',
      };
    });
  }
}
