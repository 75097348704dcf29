import { createFileRoute } from '@tanstack/react-router';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { useActivities } from '@/features/activities/api/list-activities';
import { PortalPage } from '@/features/portal/components/portal-page';
import { useReleaseLogs } from '@/features/release-logs/api/list-release-logs';
import { formatReleaseDate } from '@/features/release-logs/components/release-notes';

/** The workplace in one page (ADR 0073): the route brings the activities and the newest release. */
export const Route = createFileRoute('/_authenticated/portal')({
  component: PortalRoute,
});

function PortalRoute() {
  const { ctx } = useAccessContext();
  const activities = useActivities('company', effectiveCompanyId(ctx));
  const releases = useReleaseLogs('published');
  const newest = releases.data?.[0];
  return (
    <PortalPage
      ctx={ctx}
      recent={
        activities.data
          ? (activities.data.pages[0] ?? [])
              .slice(0, 5)
              .map((a) => ({ id: a.id, who: a.actor?.name ?? 'The platform', title: a.title }))
          : activities.isError
            ? []
            : null
      }
      latest={
        newest ? { version: newest.version, title: newest.title, date: formatReleaseDate(newest.date) } : null
      }
    />
  );
}
