import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Feedback } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import { readUser } from '../../domain/user';
import { MailDispatcher, queueMail } from '../../infrastructure/mail-outbox';
import {
  CUSTOMER_MESSAGES,
  FEEDBACK,
  feedbackAnsweredMail,
  toFeedback,
  type CustomerMessageDoc,
  type FeedbackDoc,
} from '../../support/support.domain';
import { supportError, origin } from '../../support/support.rules';
import { AnswerFeedbackCommand } from './answer-feedback.command';

/** Admin only: a status change and/or a reply; a reply is mailed and becomes a customer message. */
@CommandHandler(AnswerFeedbackCommand)
export class AnswerFeedbackHandler implements ICommandHandler<AnswerFeedbackCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly mail: MailDispatcher,
  ) {}

  async execute({ principal, id, input }: AnswerFeedbackCommand): Promise<Feedback> {
    if (principal.role !== 'admin')
      throw supportError('FEEDBACK.FORBIDDEN', 'Only the platform team may answer feedback');
    const doc = await this.store.transaction(async (tx) => {
      const current = await tx.get<FeedbackDoc>(FEEDBACK, id);
      if (!current) throw supportError('FEEDBACK.NOT_FOUND', 'Feedback not found');
      const now = new Date().toISOString();
      const next: FeedbackDoc = { ...current, updatedAt: now };
      if (input.status) next.status = input.status;
      if (input.reply) {
        const admin = readUser(await tx.get('users', String(principal.userId)));
        const by = admin?.name ?? 'Platform team';
        next.replies = [...current.replies, { text: input.reply, at: now, by }];
        if (!input.status && current.status === 'new') next.status = 'in_progress';
        if (current.companyId !== null) {
          const message: CustomerMessageDoc = {
            id: randomUUID(),
            companyId: current.companyId,
            companyName: current.companyName,
            subject: 'Answer to your feedback',
            body: input.reply,
            from: by,
            feedbackId: current.id,
            createdAt: now,
          };
          await tx.insert(CUSTOMER_MESSAGES, message);
        }
        const path = current.kind === 'help' ? '/getHelp' : '/feedbacks';
        await queueMail(
          tx,
          feedbackAnsweredMail(current.senderEmail, input.reply, `${origin(this.runtime)}${path}`),
        );
      }
      await tx.put(FEEDBACK, next);
      return next;
    });
    void this.mail.flush();
    return toFeedback(doc);
  }
}
