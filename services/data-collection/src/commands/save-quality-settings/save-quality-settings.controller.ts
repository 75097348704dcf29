import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  saveQualitySettingsRequestSchema,
  type ApiResponse,
  type QualitySettings,
  type SaveQualitySettingsRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { QualitySettingsQuery } from '../../queries/quality-settings/quality-settings';
import { SaveQualitySettingsCommand } from './save-quality-settings.command';

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
