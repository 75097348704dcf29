import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const searchSchema = z.object({
  responseId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/review-contributor-response')({
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  component: () => <PagePlaceholder title="Review Contributor Response" />,
});
