import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { releaseAnnouncementId, type ReleaseLog } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { RELEASE_LOGS, toReleaseLog, type ReleaseLogDoc } from '../../release-logs/release-logs.domain';
import { forbidden, notFound, raiseAnnouncement } from '../../release-logs/release-logs.rules';
import { PublishReleaseLogCommand } from './publish-release-log.command';

/** Draft → published (once; publishing again answers the log unchanged and raises nothing). */
@CommandHandler(PublishReleaseLogCommand)
export class PublishReleaseLogHandler implements ICommandHandler<PublishReleaseLogCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, id }: PublishReleaseLogCommand): Promise<ReleaseLog> {
    if (principal.role !== 'admin') throw forbidden();
    const doc = await this.store.transaction(async (tx) => {
      const current = await tx.get<ReleaseLogDoc>(RELEASE_LOGS, id);
      if (!current) throw notFound();
      if (current.status === 'published') return current;
      const now = new Date().toISOString();
      const next: ReleaseLogDoc = {
        ...current,
        status: 'published',
        publishedAt: now,
        announcementId: releaseAnnouncementId(id),
        updatedAt: now,
      };
      await tx.put(RELEASE_LOGS, next);
      await raiseAnnouncement(tx, next, principal.userId);
      return next;
    });
    return toReleaseLog(doc);
  }
}
