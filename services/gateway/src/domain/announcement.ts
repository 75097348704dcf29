import type { Announcement, ReleaseLogAudience } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

export interface AnnouncementDoc extends Doc, Announcement {
  updatedAt: string;
  /** Who sees it (a release log's audience); absent: everyone. */
  audience?: ReleaseLogAudience[];
}

export const toAnnouncement = (doc: AnnouncementDoc): Announcement => ({
  docId: doc.docId,
  enabled: doc.enabled,
  type: doc.type,
  text: doc.text,
});

export const NEW_VERSION_TEXT = 'A new version of the platform is available. Refresh the page to load it.';
