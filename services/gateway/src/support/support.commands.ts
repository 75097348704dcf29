import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GET_HELP_CUSTOMER_COMPANY_ID } from '@esg/access-policy';
import type {
  AnswerFeedbackRequest,
  CustomerMessage,
  Feedback,
  SendCustomerMessageRequest,
  SendFeedbackRequest,
} from '@esg/contracts';
import type { FileStore, Store, Transaction } from '@esg/persistence';
import {
  FILE_STORE,
  RUNTIME,
  STORE,
  type InspectedUpload,
  type Principal,
  type ServiceRuntime,
} from '@esg/platform';
import { gatewayError } from '../domain/gateway.errors';
import { readUser, type UserAccount } from '../domain/user';
import { MailDispatcher, queueMail } from '../infrastructure/mail-outbox';
import { COMPANY_CONTRACTS, type CompanyContract } from '../integration/company-contracts.consumer';
import type { DirectoryEntry } from '../integration/company-directory.consumer';
import {
  CUSTOMER_MESSAGES,
  FEEDBACK,
  FEEDBACK_PER_HOUR,
  feedbackAnsweredMail,
  feedbackReceivedMail,
  toCustomerMessage,
  toFeedback,
  type CustomerMessageDoc,
  type FeedbackDoc,
} from './support.domain';

const supportError = gatewayError;

function origin(runtime: ServiceRuntime): string {
  return (runtime.config.publicOrigin ?? `http://localhost:${runtime.config.port}`).replace(/\/$/, '');
}

async function companyName(tx: Transaction | Store, companyId: number): Promise<string | null> {
  const contract = await tx.get<CompanyContract>(COMPANY_CONTRACTS, String(companyId));
  return contract?.name ?? null;
}

export class SendFeedbackCommand extends Command<Feedback> {
  constructor(
    readonly principal: Principal,
    readonly input: SendFeedbackRequest,
    readonly screenshot: (InspectedUpload & { data: Buffer }) | null,
  ) {
    super();
  }
}

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

export class AnswerFeedbackCommand extends Command<Feedback> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly input: AnswerFeedbackRequest,
  ) {
    super();
  }
}

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

export class SendCustomerMessageCommand extends Command<CustomerMessage> {
  constructor(
    readonly principal: Principal,
    readonly input: SendCustomerMessageRequest,
  ) {
    super();
  }
}

/** Admin only: a message to one customer company, shown on its /customer-message page. */
@CommandHandler(SendCustomerMessageCommand)
export class SendCustomerMessageHandler implements ICommandHandler<SendCustomerMessageCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, input }: SendCustomerMessageCommand): Promise<CustomerMessage> {
    if (principal.role !== 'admin')
      throw supportError('CUSTOMER_MESSAGE.FORBIDDEN', 'Only the platform team may write customer messages');
    const doc = await this.store.transaction(async (tx) => {
      if (!(await tx.get<DirectoryEntry>('company_directory', String(input.companyId))))
        throw supportError('COMPANY.NOT_FOUND', `Company ${input.companyId} was not found`);
      const admin = readUser(await tx.get('users', String(principal.userId)));
      const doc: CustomerMessageDoc = {
        id: randomUUID(),
        companyId: input.companyId,
        companyName: await companyName(tx, input.companyId),
        subject: input.subject,
        body: input.body,
        from: admin?.name ?? 'Platform team',
        feedbackId: null,
        createdAt: new Date().toISOString(),
      };
      await tx.insert(CUSTOMER_MESSAGES, doc);
      return doc;
    });
    return toCustomerMessage(doc);
  }
}
