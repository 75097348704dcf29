import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/customer-message')({
  component: () => <PagePlaceholder title="Message" />,
});
