import type { InternalNoteView } from '@esg/contracts';
import {
  ACTION_PLAN_ERRORS,
  internalNoteRequestSchema,
  type ApiResponse,
  type InternalNoteRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { presentInternalNote } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { SaveInternalNoteCommand } from './internal-notes.command';
@Controller('action-plan-recommendations-internal-notes')
export class InternalNotesController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @Requires('action-plans.internal-notes.write', 'write internal notes')
  @FailureMessage(ACTION_PLAN_ERRORS.addNote)
  async add(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(internalNoteRequestSchema)) body: InternalNoteRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<InternalNoteView>> {
    return {
      data: presentInternalNote(
        await this.commands.execute(new SaveInternalNoteCommand(caller, { recommendationId: id }, body)),
      ),
      message: 'Internal note added successfully',
    };
  }

  @Put('note/:id')
  @Requires('action-plans.internal-notes.write', 'write internal notes')
  @FailureMessage(ACTION_PLAN_ERRORS.updateNote)
  async update(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(internalNoteRequestSchema)) body: InternalNoteRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<InternalNoteView>> {
    return {
      data: presentInternalNote(
        await this.commands.execute(new SaveInternalNoteCommand(caller, { noteId: id }, body)),
      ),
      message: 'Internal note updated successfully',
    };
  }
}
