import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Announcement } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { toAnnouncement, type AnnouncementDoc } from '../../domain/announcement';
import { GatewayErrors } from '../../domain/gateway.errors';
import { announcementChanged } from '../../infrastructure/announcement-events';
import { CreateAnnouncementCommand } from './create-announcement.command';

@CommandHandler(CreateAnnouncementCommand)
export class CreateAnnouncementHandler implements ICommandHandler<CreateAnnouncementCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, input }: CreateAnnouncementCommand): Promise<Announcement> {
    if (principal.role !== 'admin') throw GatewayErrors.announcementForbidden();
    const docId = input.docId ?? randomUUID();
    const doc: AnnouncementDoc = {
      id: docId,
      docId,
      type: input.type,
      text: input.text,
      enabled: input.enabled,
      updatedAt: new Date().toISOString(),
    };
    await this.store.transaction(async (tx) => {
      if (await tx.get('announcements', docId)) throw GatewayErrors.announcementExists();
      await tx.insert('announcements', doc);
      await tx.append([announcementChanged(doc, false, principal.userId)]);
    });
    return toAnnouncement(doc);
  }
}
