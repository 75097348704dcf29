import { Controller, Delete, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { ApiResponse, RemovedEvidence } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { fileIdPipe, responseIdPipe } from '../../http/esg-params';
import { RemoveEvidenceCommand } from './remove-evidence.command';

/** `citations=remove` confirms that the citations of the document go with it (ADR 0214). */
const removeEvidenceQuerySchema = z.object({
  citations: z.enum(['remove'], { error: 'say remove to remove the citations with the document' }).optional(),
});

@Controller('responses')
export class RemoveEvidenceController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/evidence/:fileId')
  @HttpCode(200)
  async remove(
    @Param('id', responseIdPipe()) id: number,
    @Param('fileId', fileIdPipe()) fileId: string,
    @Query(new ZodPipe(removeEvidenceQuerySchema)) query: z.infer<typeof removeEvidenceQuerySchema>,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<RemovedEvidence>> {
    const removed = await this.commands.execute(
      new RemoveEvidenceCommand(principal, id, fileId, query.citations === 'remove'),
    );
    return { data: removed, message: 'Evidence removed' };
  }
}
