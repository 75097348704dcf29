import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  citeEvidenceRequestSchema,
  type ApiResponse,
  type CiteEvidenceRequest,
  type EvidenceCitation,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { CiteEvidenceCommand } from './cite-evidence.command';

@Controller('responses')
export class CiteEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/values/:metricCode/citations')
  async cite(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Body(new ZodPipe(citeEvidenceRequestSchema)) body: CiteEvidenceRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EvidenceCitation>> {
    return {
      data: await this.commands.execute(new CiteEvidenceCommand(principal, id, metricCode, body)),
      message: 'Evidence cited',
    };
  }
}
