import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export const Route = createFileRoute('/_authenticated/edci-submission-detail/submissionDetailTable')({
  component: () => <PagePlaceholder title="EDCI Submission Detail Table" />,
});
