import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  releaseAnnouncementId,
  releaseAnnouncementText,
  RELEASE_ANNOUNCEMENT_PREFIX,
  type CreateReleaseLogRequest,
  type ReleaseLog,
  type UpdateReleaseLogRequest,
} from '@esg/contracts';
import type { Store, Transaction } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import type { AnnouncementDoc } from '../domain/announcement';
import { gatewayError } from '../domain/gateway.errors';
import { readUser } from '../domain/user';
import { announcementChanged } from '../infrastructure/announcement-events';
import { normaliseVersion, RELEASE_LOGS, toReleaseLog, type ReleaseLogDoc } from './release-logs.domain';

const forbidden = () => gatewayError('RELEASE_LOG.FORBIDDEN', 'Only the platform team may log releases');
const notFound = () => gatewayError('RELEASE_LOG.NOT_FOUND', 'Release log not found');

async function assertVersionFree(tx: Transaction, version: string, ownId: string | null): Promise<void> {
  const same = await tx.find<ReleaseLogDoc>(RELEASE_LOGS, { version }, { limit: 1 });
  if (same.length > 0 && same[0].id !== ownId)
    throw gatewayError('RELEASE_LOG.CONFLICT', `Release ${version} is already logged`);
}

/**
 * Publishing raises the banner of spec 4 for the log's audience: an enabled 'alert-info'
 * announcement `release-<id>`; the previous release's announcement is switched off, so the banner
 * always names the newest release. Every change goes out as gateway.announcement.changed.v1, which
 * the socket pushes to open pages.
 */
async function raiseAnnouncement(tx: Transaction, log: ReleaseLogDoc, actorId: number): Promise<void> {
  const docId = releaseAnnouncementId(log.id);
  const now = new Date().toISOString();
  const earlier = await tx.find<AnnouncementDoc>('announcements', { enabled: true });
  for (const previous of earlier) {
    if (!previous.docId.startsWith(RELEASE_ANNOUNCEMENT_PREFIX) || previous.docId === docId) continue;
    const off: AnnouncementDoc = { ...previous, enabled: false, updatedAt: now };
    await tx.put('announcements', off);
    await tx.append([announcementChanged(off, false, actorId)]);
  }
  const announcement: AnnouncementDoc = {
    id: docId,
    docId,
    type: 'alert-info',
    text: releaseAnnouncementText(log),
    enabled: true,
    audience: log.audience,
    updatedAt: now,
  };
  await tx.put('announcements', announcement);
  await tx.append([announcementChanged(announcement, false, actorId)]);
}

export class CreateReleaseLogCommand extends Command<ReleaseLog> {
  constructor(
    readonly principal: Principal,
    readonly input: CreateReleaseLogRequest,
  ) {
    super();
  }
}

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

export class UpdateReleaseLogCommand extends Command<ReleaseLog> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
    readonly input: UpdateReleaseLogRequest,
  ) {
    super();
  }
}

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

export class PublishReleaseLogCommand extends Command<ReleaseLog> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}

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

export class DeleteReleaseLogCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly id: string,
  ) {
    super();
  }
}

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
