import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { releaseAnnouncementId, type ReleaseLog } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { readUser } from '../../domain/user';
import {
  normaliseVersion,
  RELEASE_LOGS,
  toReleaseLog,
  type ReleaseLogDoc,
} from '../../release-logs/release-logs.domain';
import { forbidden, assertVersionFree, raiseAnnouncement } from '../../release-logs/release-logs.rules';
import { CreateReleaseLogCommand } from './create-release-log.command';

@CommandHandler(CreateReleaseLogCommand)
export class CreateReleaseLogHandler implements ICommandHandler<CreateReleaseLogCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, input }: CreateReleaseLogCommand): Promise<ReleaseLog> {
    if (principal.role !== 'admin') throw forbidden();
    const doc = await this.store.transaction(async (tx) => {
      const version = normaliseVersion(input.version);
      await assertVersionFree(tx, version, null);
      const author = readUser(await tx.get('users', String(principal.userId)));
      const now = new Date().toISOString();
      const id = randomUUID();
      const doc: ReleaseLogDoc = {
        id,
        version,
        title: input.title,
        date: input.date,
        audience: input.audience,
        notes: input.notes,
        status: input.publish ? 'published' : 'draft',
        publishedAt: input.publish ? now : null,
        announcementId: input.publish ? releaseAnnouncementId(id) : null,
        authorId: principal.userId,
        author: author?.name ?? 'Platform team',
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(RELEASE_LOGS, doc);
      if (input.publish) await raiseAnnouncement(tx, doc, principal.userId);
      return doc;
    });
    return toReleaseLog(doc);
  }
}
