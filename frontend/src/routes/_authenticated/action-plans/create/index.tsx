import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/action-plans/create/')({
  component: () => <PagePlaceholder title="Create Action Plan" />,
});
