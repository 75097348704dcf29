import { createFileRoute } from '@tanstack/react-router';
import { useAccessContext } from '@/app/access-context';
import { feedbackQueryOptions } from '@/features/support/api/feedback';
import { FeedbackPage } from '@/features/support/components/feedback-page';

/** Get Help (spec 2.3): the feedback form of the one customer and its children. */
export const Route = createFileRoute('/_authenticated/getHelp')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(feedbackQueryOptions()).then(
      () => undefined,
      () => undefined,
    ),
  component: GetHelpRoute,
});

function GetHelpRoute() {
  const { ctx } = useAccessContext();
  return <FeedbackPage variant="help" isAdmin={ctx.user?.role === 'admin'} />;
}
