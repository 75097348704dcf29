import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/api-documentation')({
  component: () => <PagePlaceholder title="API Documentation" />,
});
