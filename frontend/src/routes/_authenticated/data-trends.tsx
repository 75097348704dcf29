import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/data-trends')({
  component: () => <PagePlaceholder title="Data Trends" />,
});
