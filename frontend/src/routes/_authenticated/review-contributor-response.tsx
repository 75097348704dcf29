import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/review-contributor-response')({
  component: () => <PagePlaceholder title="Review Contributor Response" />,
});
