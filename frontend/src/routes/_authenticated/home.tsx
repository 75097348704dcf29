import { createFileRoute } from '@tanstack/react-router';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { HomePage } from '@/features/home/components/home-page';

export const Route = createFileRoute('/_authenticated/home')({
  // The page shows its own failure with "Try again" rather than an error page.
  loader: ({ context }) => context.queryClient.ensureQueryData(homeQueryOptions()).catch(() => undefined),
  component: HomePage,
});
