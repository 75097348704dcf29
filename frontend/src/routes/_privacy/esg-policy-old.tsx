import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_privacy/esg-policy-old')({
  component: () => <PagePlaceholder title="Previous ESG Policy" />,
});
