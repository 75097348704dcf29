import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { idParam, validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/action-plans/performance/$id/detail/$detailId')({
  params: validatedParams(z.object({ id: idParam, detailId: idParam })),
  component: () => <PagePlaceholder title="Performance Detail" />,
});
