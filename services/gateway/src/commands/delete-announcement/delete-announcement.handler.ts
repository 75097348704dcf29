import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import type { AnnouncementDoc } from '../../domain/announcement';
import { GatewayErrors } from '../../domain/gateway.errors';
import { announcementChanged } from '../../infrastructure/announcement-events';
import { DeleteAnnouncementCommand } from './delete-announcement.command';

@CommandHandler(DeleteAnnouncementCommand)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncementCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, docId }: DeleteAnnouncementCommand): Promise<void> {
    if (principal.role !== 'admin') throw GatewayErrors.announcementForbidden();
    await this.store.transaction(async (tx) => {
      const current = await tx.get<AnnouncementDoc>('announcements', docId);
      if (!current) throw GatewayErrors.announcementNotFound();
      await tx.delete('announcements', docId);
      await tx.append([announcementChanged(current, true, principal.userId)]);
    });
  }
}
