import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/feedbacks')({
  staticData: { title: 'Give Feedback' },
  component: () => <PagePlaceholder title="Give Feedback" />,
});
