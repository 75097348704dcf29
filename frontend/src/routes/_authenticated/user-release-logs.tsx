import { createFileRoute } from '@tanstack/react-router';
import { releaseLogsQueryOptions } from '@/features/release-logs/api/list-release-logs';
import { UserReleaseLogsPage } from '@/features/release-logs/components/user-release-logs-page';

export const Route = createFileRoute('/_authenticated/user-release-logs')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(releaseLogsQueryOptions('published')).then(
      () => undefined,
      () => undefined,
    ),
  component: UserReleaseLogsPage,
});
