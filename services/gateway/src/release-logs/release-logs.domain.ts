import type { ReleaseLog, ReleaseLogAudience, ReleaseLogStatus } from '@esg/contracts';
import type { Doc } from '@esg/persistence';

/** A release log as stored by the gateway (issue 13, docs/release-logs.md). */
export interface ReleaseLogDoc extends Doc {
  version: string;
  title: string;
  date: string;
  audience: ReleaseLogAudience[];
  notes: string;
  status: ReleaseLogStatus;
  publishedAt: string | null;
  announcementId: string | null;
  authorId: number;
  author: string;
  createdAt: string;
  updatedAt: string;
}

export const RELEASE_LOGS = 'release_logs';
export const RELEASE_LOG_LIST_LIMIT = 200;

export function toReleaseLog(doc: ReleaseLogDoc): ReleaseLog {
  return {
    id: doc.id,
    version: doc.version,
    title: doc.title,
    date: doc.date,
    audience: doc.audience,
    notes: doc.notes,
    status: doc.status,
    publishedAt: doc.publishedAt,
    announcementId: doc.announcementId,
    author: doc.author,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** "v2.4" and "2.4" are one version: stored without the leading v. */
export const normaliseVersion = (version: string) => version.replace(/^v/i, '');
