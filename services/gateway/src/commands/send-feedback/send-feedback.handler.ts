import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GET_HELP_CUSTOMER_COMPANY_ID } from '@esg/access-policy';
import type { Feedback } from '@esg/contracts';
import type { FileStore, Store } from '@esg/persistence';
import { FILE_STORE, RUNTIME, STORE, type ServiceRuntime } from '@esg/platform';
import { readUser, type UserAccount } from '../../domain/user';
import { MailDispatcher, queueMail } from '../../infrastructure/mail-outbox';
import type { DirectoryEntry } from '../../integration/company-directory.consumer';
import {
  FEEDBACK,
  FEEDBACK_PER_HOUR,
  feedbackReceivedMail,
  toFeedback,
  type FeedbackDoc,
} from '../../support/support.domain';
import { supportError, origin, companyName } from '../../support/support.rules';
import { SendFeedbackCommand } from './send-feedback.command';

/** Stores the message (and its screenshot), mails every platform admin, all or nothing. */
@CommandHandler(SendFeedbackCommand)
export class SendFeedbackHandler implements ICommandHandler<SendFeedbackCommand> {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
    private readonly mail: MailDispatcher,
  ) {}

  async execute({ principal, input, screenshot }: SendFeedbackCommand): Promise<Feedback> {
    const recent = await this.store.find<FeedbackDoc>(
      FEEDBACK,
      { senderId: principal.userId },
      { sort: [['createdAt', 'desc']], limit: FEEDBACK_PER_HOUR },
    );
    const hourAgo = Date.now() - 3_600_000;
    if (recent.length >= FEEDBACK_PER_HOUR && Date.parse(recent[recent.length - 1].createdAt) > hourAgo)
      throw supportError(
        'FEEDBACK.RATE_LIMITED',
        `At most ${FEEDBACK_PER_HOUR} messages an hour; please try again later`,
      );
    const fileId = screenshot ? randomUUID() : null;
    if (screenshot && fileId) await this.files.save(fileId, screenshot.data);
    try {
      const doc = await this.store.transaction(async (tx) => {
        const sender = readUser(await tx.get('users', String(principal.userId)));
        if (!sender) throw supportError('USER.NOT_FOUND', 'User not found');
        const companyId = sender.company_id;
        const directory =
          companyId === null ? null : await tx.get<DirectoryEntry>('company_directory', String(companyId));
        const help =
          companyId === GET_HELP_CUSTOMER_COMPANY_ID || directory?.parent_id === GET_HELP_CUSTOMER_COMPANY_ID;
        const now = new Date().toISOString();
        const doc: FeedbackDoc = {
          id: randomUUID(),
          kind: help ? 'help' : 'feedback',
          category: input.category,
          message: input.message,
          page: input.page ?? null,
          status: 'new',
          senderId: sender.userId,
          senderName: sender.name,
          senderEmail: sender.email,
          companyId,
          companyName: companyId === null ? null : await companyName(tx, companyId),
          screenshot:
            screenshot && fileId
              ? { fileId, name: screenshot.name, mediaType: screenshot.mediaType, size: screenshot.size }
              : null,
          replies: [],
          createdAt: now,
          updatedAt: now,
        };
        await tx.insert(FEEDBACK, doc);
        const admins = (await tx.find('users', { role: 'admin' }))
          .map(readUser)
          .filter((u): u is UserAccount => u !== null && u.passwordHash !== null);
        const link = `${origin(this.runtime)}/feedbacks`;
        for (const admin of admins) await queueMail(tx, feedbackReceivedMail(admin.email, doc, link));
        return doc;
      });
      void this.mail.flush();
      return toFeedback(doc);
    } catch (error) {
      if (fileId) await this.files.remove(fileId).catch(() => undefined);
      throw error;
    }
  }
}
