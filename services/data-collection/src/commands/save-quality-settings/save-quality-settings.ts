import { Body, Controller, Inject, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import {
  createEvent,
  saveQualitySettingsRequestSchema,
  type ApiResponse,
  type QualitySettings,
  type SaveQualitySettingsRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ESG_SETTINGS, type EsgSettings } from '../../application/esg-settings';
import {
  QUALITY_SETTINGS,
  settingsFor,
  type QualitySettingsDoc,
} from '../../application/quality/quality-settings';
import { ownInvestor } from '../../application/quality/quality-access';
import { userName } from '../../application/transitions';
import { Requires } from '../../http/requires';
import { QualitySettingsQuery } from '../../queries/quality-settings/quality-settings';

/**
 * PUT /quality/settings (issue 27, rule 126): the GP's own thresholds of the quality checks (null: the
 * product's defaults again) and its pre-approval. They apply at once: to the portfolio's flags, the
 * review screen and the warnings its companies see as they enter values.
 */
export class SaveQualitySettingsCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly request: SaveQualitySettingsRequest,
  ) {
    super();
  }
}

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

@Controller('quality')
export class SaveQualitySettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put('settings')
  @Requires('quality.review', 'change the data quality thresholds')
  async save(
    @Body(new ZodPipe(saveQualitySettingsRequestSchema)) body: SaveQualitySettingsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<QualitySettings>> {
    await this.commands.execute(new SaveQualitySettingsCommand(principal, body));
    return {
      data: await this.queries.execute(new QualitySettingsQuery(principal, principal.companyId ?? undefined)),
      message: body.thresholds === null ? 'The product defaults apply again' : 'Thresholds saved',
    };
  }
}
