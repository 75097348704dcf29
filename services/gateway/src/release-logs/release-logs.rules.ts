import { releaseAnnouncementId, releaseAnnouncementText, RELEASE_ANNOUNCEMENT_PREFIX } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import type { AnnouncementDoc } from '../domain/announcement';
import { gatewayError } from '../domain/gateway.errors';
import { announcementChanged } from '../infrastructure/announcement-events';
import { RELEASE_LOGS, type ReleaseLogDoc } from './release-logs.domain';

export const forbidden = () =>
  gatewayError('RELEASE_LOG.FORBIDDEN', 'Only the platform team may log releases');
export const notFound = () => gatewayError('RELEASE_LOG.NOT_FOUND', 'Release log not found');

export async function assertVersionFree(
  tx: Transaction,
  version: string,
  ownId: string | null,
): Promise<void> {
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
export async function raiseAnnouncement(tx: Transaction, log: ReleaseLogDoc, actorId: number): Promise<void> {
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
