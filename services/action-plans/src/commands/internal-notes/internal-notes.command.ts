import { type InternalNoteRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { InternalNote } from '../../domain/discussion';
/** Adds a note (`noteId` null) or updates one of the caller's own notes. */
export class SaveInternalNoteCommand extends Command<InternalNote> {
  constructor(
    readonly caller: Caller,
    readonly target: { recommendationId: number } | { noteId: number },
    readonly request: InternalNoteRequest,
  ) {
    super();
  }
}
