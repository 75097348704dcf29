import { createFileRoute } from '@tanstack/react-router';
import { releaseLogsQueryOptions } from '@/features/release-logs/api/list-release-logs';
import { AdminReleaseLogsPage } from '@/features/release-logs/components/admin-release-logs-page';

export const Route = createFileRoute('/_authenticated/admin-release-logs')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(releaseLogsQueryOptions('all')).then(
      () => undefined,
      () => undefined,
    ),
  component: AdminReleaseLogsPage,
});
