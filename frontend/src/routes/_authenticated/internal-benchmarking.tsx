import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/internal-benchmarking')({
  component: () => <PagePlaceholder title="Internal Benchmarking" />,
});
