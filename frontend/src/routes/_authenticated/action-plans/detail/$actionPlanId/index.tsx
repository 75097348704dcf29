import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { idParam, validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/action-plans/detail/$actionPlanId/')({
  params: validatedParams(z.object({ actionPlanId: idParam })),
  component: () => <PagePlaceholder title="Action Plan Detail" />,
});
