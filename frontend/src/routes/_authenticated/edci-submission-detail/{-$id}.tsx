import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { idParam, validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/edci-submission-detail/{-$id}')({
  params: validatedParams(z.object({ id: idParam.optional() })),
  component: () => <PagePlaceholder title="EDCI Submission Detail" />,
});
