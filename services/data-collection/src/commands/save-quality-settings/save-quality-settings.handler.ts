import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import {
  QUALITY_SETTINGS,
  settingsFor,
  type QualitySettingsDoc,
} from '../../application/quality/quality-settings';
import { ownInvestor } from '../../application/quality/quality-access';
import { userName } from '../../application/transitions';
import { SaveQualitySettingsCommand } from './save-quality-settings.command';

@CommandHandler(SaveQualitySettingsCommand)
export class SaveQualitySettingsHandler implements ICommandHandler<SaveQualitySettingsCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(ESG_SETTINGS) private readonly settings: EsgSettings,
  ) {}

  async execute({ principal, request }: SaveQualitySettingsCommand): Promise<void> {
    await this.store.transaction(async (tx) => {
      const investor = await ownInvestor(this.store, principal);
      const current = await settingsFor(tx, investor.companyId, this.settings.yearOnYearWarningPercent);
      const now = new Date().toISOString();
      const preApproval = request.preApproval ?? current.preApproval;
      await tx.put<QualitySettingsDoc>(QUALITY_SETTINGS, {
        id: String(investor.companyId),
        companyId: investor.companyId,
        thresholds: request.thresholds,
        preApproval,
        updatedBy: principal.userId,
        updatedByName: await userName(tx, principal.userId),
        updatedAt: now,
      });
      await tx.append([
        createEvent({
          type: 'data-collection.quality-settings.changed.v1',
          source: 'data-collection',
          subject: investor.companyId,
          companyId: investor.companyId,
          actorId: principal.userId,
          data: {
            companyId: investor.companyId,
            thresholds: request.thresholds,
            preApproval,
            actorId: principal.userId,
            at: now,
          },
        }),
      ]);
    });
  }
}
