import { createFileRoute } from '@tanstack/react-router';
import { useAccessContext } from '@/app/access-context';
import { feedbackQueryOptions } from '@/features/support/api/feedback';
import { FeedbackPage } from '@/features/support/components/feedback-page';

export const Route = createFileRoute('/_authenticated/feedbacks')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(feedbackQueryOptions()).then(
      () => undefined,
      () => undefined,
    ),
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const { ctx } = useAccessContext();
  return <FeedbackPage variant="feedback" isAdmin={ctx.user?.role === 'admin'} />;
}
