import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { INTERNAL_NOTES, PlanWorkspace } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import type { InternalNote } from '../../domain/discussion';
import { assertPlanOpen } from '../../domain/plan';
import { SaveInternalNoteCommand } from './internal-notes.command';
export const INVESTOR_ONLY = 'Internal notes are for the investor side only';

@CommandHandler(SaveInternalNoteCommand)
export class SaveInternalNoteHandler implements ICommandHandler<SaveInternalNoteCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, target, request }: SaveInternalNoteCommand): Promise<InternalNote> {
    let recommendationId: number;
    if ('noteId' in target) {
      const note = await this.workspace.store.get<InternalNote>(INTERNAL_NOTES, String(target.noteId));
      if (!note)
        throw actionPlansError('INTERNAL_NOTE.NOT_FOUND', `Internal note ${target.noteId} was not found`);
      recommendationId = note.recommendationId;
    } else {
      recommendationId = target.recommendationId;
    }
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(w.access.side === 'investor', INVESTOR_ONLY);
      assertPlanOpen(w.plan);
      const options = { audience: 'gp-team' as const };
      if ('noteId' in target) {
        const current = await w.tx.get<InternalNote>(INTERNAL_NOTES, String(target.noteId));
        if (!current)
          throw actionPlansError('INTERNAL_NOTE.NOT_FOUND', `Internal note ${target.noteId} was not found`);
        requireCapability(current.authorId === w.actorId, 'Only the author may update an internal note');
        const next: InternalNote = { ...current, note: request.note, editedAt: w.now };
        await w.tx.put(INTERNAL_NOTES, next);
        await w.tx.append([
          await this.workspace.recommendationEvent(
            'action-plans.internal-note.updated.v1',
            w,
            { noteId: next.noteId, before: current.note, after: next.note },
            { ...options, subject: next.noteId },
          ),
        ]);
        return next;
      }
      const noteId = await w.tx.nextId(INTERNAL_NOTES);
      const note: InternalNote = {
        id: String(noteId),
        noteId,
        recommendationId,
        planId: w.plan.planId,
        authorId: w.actorId,
        note: request.note,
        createdAt: w.now,
        editedAt: null,
      };
      await w.tx.insert(INTERNAL_NOTES, note);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.internal-note.added.v1',
          w,
          { noteId, note: note.note },
          { ...options, subject: noteId },
        ),
      ]);
      return note;
    });
  }
}
