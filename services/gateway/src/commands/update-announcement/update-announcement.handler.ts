import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Announcement } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { toAnnouncement, type AnnouncementDoc } from '../../domain/announcement';
import { GatewayErrors } from '../../domain/gateway.errors';
import { announcementChanged } from '../../infrastructure/announcement-events';
import { UpdateAnnouncementCommand } from './update-announcement.command';

@CommandHandler(UpdateAnnouncementCommand)
export class UpdateAnnouncementHandler implements ICommandHandler<UpdateAnnouncementCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, docId, changes }: UpdateAnnouncementCommand): Promise<Announcement> {
    if (principal.role !== 'admin') throw GatewayErrors.announcementForbidden();
    return this.store.transaction(async (tx) => {
      const current = await tx.get<AnnouncementDoc>('announcements', docId);
      if (!current) throw GatewayErrors.announcementNotFound();
      const updated: AnnouncementDoc = {
        ...current,
        ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
        ...(changes.text !== undefined ? { text: changes.text } : {}),
        ...(changes.type !== undefined ? { type: changes.type } : {}),
        updatedAt: new Date().toISOString(),
      };
      await tx.put('announcements', updated);
      await tx.append([announcementChanged(updated, false, principal.userId)]);
      return toAnnouncement(updated);
    });
  }
}
