import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QualityFlag } from '@esg/contracts';
import { currentFlag, flagResolvedEvent, stateFor } from '../../application/quality/flag-states';
import {
  PortfolioQuality,
  QUALITY_FLAG_STATES,
  type FlagStateDoc,
} from '../../application/quality/portfolio-quality';
import { ownInvestor } from '../../application/quality/quality-access';
import { userName } from '../../application/transitions';
import { ResolveFlagCommand } from './resolve-flag.command';

@CommandHandler(ResolveFlagCommand)
export class ResolveFlagHandler implements ICommandHandler<ResolveFlagCommand> {
  constructor(private readonly quality: PortfolioQuality) {}

  async execute({ principal, flagId, request }: ResolveFlagCommand): Promise<QualityFlag> {
    const investor = await ownInvestor(this.quality.store, principal);
    return this.quality.store.transaction(async (tx) => {
      const flag = await currentFlag(tx, this.quality, flagId, investor.companyId, 'investor');
      const now = new Date().toISOString();
      const byName = await userName(tx, principal.userId);
      const comment = request.comment?.trim() || null;
      const state = await stateFor(tx, flag);
      const resolution =
        request.action === 'accepted'
          ? {
              action: 'accepted' as const,
              comment,
              byId: principal.userId,
              byName,
              at: now,
              investorId: investor.companyId,
            }
          : null;
      await tx.put<FlagStateDoc>(QUALITY_FLAG_STATES, {
        ...state,
        resolution,
        history: [
          ...state.history,
          {
            kind: request.action,
            text: comment,
            byId: principal.userId,
            byName,
            at: now,
            valueVersionId: flag.valueVersionId,
          },
        ],
      });
      await tx.append([
        flagResolvedEvent(flag, investor.companyId, request.action, comment, principal.userId, now),
      ]);
      const { investorId: _investorId, ...shown } = resolution ?? { investorId: 0 };
      return {
        ...flag,
        resolution: resolution ? (shown as NonNullable<QualityFlag['resolution']>) : null,
        status: resolution ? 'resolved' : flag.explanation ? 'explained' : 'open',
      };
    });
  }
}
