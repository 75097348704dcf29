import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/ri-dashboards')({
  component: () => <PagePlaceholder title="Responsible Investing Dashboards" />,
});
