import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { tcfdRequestSchema, type ApiResponse, type TcfdRequest, type TcfdResult } from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { scoreTcfd } from '../../domain/tcfd/score-tcfd';
import { tcfdQuestionnaire } from '../../infrastructure/reference-files';

/** Stateless TCFD scoring (spec 5) of the answers given: dimension scores, overall, grade, recommendations. */
@Controller('calculations/tcfd')
export class CalculateTcfdController {
  @Post()
  @HttpCode(200)
  calculate(@Body(new ZodPipe(tcfdRequestSchema)) body: TcfdRequest): ApiResponse<TcfdResult> {
    return { data: scoreTcfd(tcfdQuestionnaire(), body.answers, new Date().toISOString()) };
  }
}
