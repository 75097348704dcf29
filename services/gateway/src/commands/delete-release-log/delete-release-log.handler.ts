import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import type { AnnouncementDoc } from '../../domain/announcement';
import { announcementChanged } from '../../infrastructure/announcement-events';
import { RELEASE_LOGS, type ReleaseLogDoc } from '../../release-logs/release-logs.domain';
import { forbidden, notFound } from '../../release-logs/release-logs.rules';
import { DeleteReleaseLogCommand } from './delete-release-log.command';

/** Removes the log and its banner. */
@CommandHandler(DeleteReleaseLogCommand)
export class DeleteReleaseLogHandler implements ICommandHandler<DeleteReleaseLogCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, id }: DeleteReleaseLogCommand): Promise<void> {
    if (principal.role !== 'admin') throw forbidden();
    await this.store.transaction(async (tx) => {
      const current = await tx.get<ReleaseLogDoc>(RELEASE_LOGS, id);
      if (!current) throw notFound();
      await tx.delete(RELEASE_LOGS, id);
      if (!current.announcementId) return;
      const announcement = await tx.get<AnnouncementDoc>('announcements', current.announcementId);
      if (!announcement) return;
      await tx.delete('announcements', announcement.id);
      await tx.append([announcementChanged(announcement, true, principal.userId)]);
    });
  }
}
