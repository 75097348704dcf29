import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { pcafRequestSchema, type ApiResponse, type PcafRequest, type PcafResult } from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { calculatePcaf } from '../../domain/pcaf/financed-emissions';
import { pcafReference } from '../../infrastructure/reference-files';

/**
 * Stateless PCAF financed emissions of the positions given. Positions that cannot be attributed
 * are excluded with their reason, never counted as zero.
 */
@Controller('calculations/pcaf')
export class CalculatePcafController {
  @Post()
  @HttpCode(200)
  calculate(@Body(new ZodPipe(pcafRequestSchema)) body: PcafRequest): ApiResponse<PcafResult> {
    return { data: calculatePcaf(body.positions, pcafReference(), new Date().toISOString()) };
  }
}
