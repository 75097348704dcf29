import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/action-plans/create/add-recommendation/')({
  component: () => <PagePlaceholder title="Add Recommendation" />,
});
