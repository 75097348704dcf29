import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { releaseAnnouncementText, type ReleaseLog } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import type { AnnouncementDoc } from '../../domain/announcement';
import { announcementChanged } from '../../infrastructure/announcement-events';
import {
  normaliseVersion,
  RELEASE_LOGS,
  toReleaseLog,
  type ReleaseLogDoc,
} from '../../release-logs/release-logs.domain';
import { forbidden, notFound, assertVersionFree } from '../../release-logs/release-logs.rules';
import { UpdateReleaseLogCommand } from './update-release-log.command';

/** Edits a draft or a published log; a published log's banner follows its new title and audience. */
@CommandHandler(UpdateReleaseLogCommand)
export class UpdateReleaseLogHandler implements ICommandHandler<UpdateReleaseLogCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, id, input }: UpdateReleaseLogCommand): Promise<ReleaseLog> {
    if (principal.role !== 'admin') throw forbidden();
    const doc = await this.store.transaction(async (tx) => {
      const current = await tx.get<ReleaseLogDoc>(RELEASE_LOGS, id);
      if (!current) throw notFound();
      const version = input.version === undefined ? current.version : normaliseVersion(input.version);
      if (version !== current.version) await assertVersionFree(tx, version, id);
      const next: ReleaseLogDoc = {
        ...current,
        ...input,
        version,
        updatedAt: new Date().toISOString(),
      };
      await tx.put(RELEASE_LOGS, next);
      if (next.announcementId) {
        const announcement = await tx.get<AnnouncementDoc>('announcements', next.announcementId);
        if (announcement) {
          const changed: AnnouncementDoc = {
            ...announcement,
            text: releaseAnnouncementText(next),
            audience: next.audience,
            updatedAt: next.updatedAt,
          };
          await tx.put('announcements', changed);
          await tx.append([announcementChanged(changed, false, principal.userId)]);
        }
      }
      return next;
    });
    return toReleaseLog(doc);
  }
}
