import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/pai-published-report')({
  component: () => <PagePlaceholder title="PAI Report" />,
});
