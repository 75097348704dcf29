import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CustomerMessage } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { readUser } from '../../domain/user';
import type { DirectoryEntry } from '../../integration/company-directory.consumer';
import { CUSTOMER_MESSAGES, toCustomerMessage, type CustomerMessageDoc } from '../../support/support.domain';
import { supportError, companyName } from '../../support/support.rules';
import { SendCustomerMessageCommand } from './send-customer-message.command';

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
