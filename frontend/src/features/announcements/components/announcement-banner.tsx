import { useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { RELEASE_ANNOUNCEMENT_PREFIX } from '@esg/contracts/release-logs';
import { DEPLOYED_ANNOUNCEMENT_ID, type Announcement } from '@esg/contracts/socket';
import { AnchorLink } from '@/components/ui/links';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useAnnouncements } from '../api/get-announcements';

/** Spec 4 and 9: an acknowledged announcement id is kept in the cookie 'reloaded' for a day. */
export const ACKNOWLEDGED_COOKIE = 'reloaded';
export const ACKNOWLEDGED_MAX_AGE_SECONDS = 86_400;

/** Spec 2.11: pages where the banner would cover the work, so it is not shown there. */
const HIDDEN_ON = new Set(['/collect-data', '/data-trends', '/materiality', '/trend', '/guide-details']);

function acknowledgedIds(): string[] {
  return (readCookie(ACKNOWLEDGED_COOKIE) ?? '').split(',').filter(Boolean);
}

function acknowledge(docId: string): void {
  const ids = new Set([...acknowledgedIds(), docId]);
  writeCookie(ACKNOWLEDGED_COOKIE, [...ids].join(','), ACKNOWLEDGED_MAX_AGE_SECONDS);
}

/**
 * The announcements an admin has enabled (spec 4): shown until closed, and not again once the
 * cookie records them. 'deployed' announces a new version and offers a refresh, which records it too.
 * Changes arrive over the socket, which invalidates the query.
 */
export function AnnouncementBanner() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const announcements = useAnnouncements();
  const [closed, setClosed] = useState<readonly string[]>(acknowledgedIds);

  if (HIDDEN_ON.has(pathname.replace(/\/$/, ''))) return null;
  const visible = (announcements.data ?? []).filter((a) => a.enabled && !closed.includes(a.docId));
  if (visible.length === 0) return null;

  const close = (announcement: Announcement) => {
    acknowledge(announcement.docId);
    setClosed((previous) => [...previous, announcement.docId]);
  };

  const colour = { 'alert-danger': 'red.9', 'alert-warning': 'yellow', 'alert-info': 'blue' } as const;
  return (
    <section aria-label="Announcements">
      {visible.map((announcement) => (
        <Alert
          key={announcement.docId}
          color={colour[announcement.type]}
          variant="light"
          radius={0}
          role="status"
          withCloseButton
          closeButtonLabel="Close announcement"
          onClose={() => close(announcement)}
          styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {announcement.text}
          {announcement.docId === DEPLOYED_ANNOUNCEMENT_ID ? (
            <>
              {' '}
              <Anchor
                href={window.location.href}
                fw={600}
                onClick={(event) => {
                  event.preventDefault();
                  acknowledge(announcement.docId);
                  window.location.reload();
                }}
              >
                Refresh
              </Anchor>
            </>
          ) : null}
          {announcement.docId.startsWith(RELEASE_ANNOUNCEMENT_PREFIX) ? (
            <>
              {' '}
              <AnchorLink to="/user-release-logs" fw={600} onClick={() => close(announcement)}>
                Read the release notes
              </AnchorLink>
            </>
          ) : null}
        </Alert>
      ))}
    </section>
  );
}
