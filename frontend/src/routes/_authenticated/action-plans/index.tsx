import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { actionPlansQueryOptions } from '@/features/action-plans/api/get-action-plans';
import { ActionPlansList, listParams } from '@/features/action-plans/components/action-plans-list';

const searchSchema = z.object({
  tab: z.enum(['published', 'unpublished']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  company: z.coerce.number().int().positive().optional().catch(undefined),
  view: z.enum(['gp', 'pc']).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/action-plans/')({
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  loaderDeps: ({ search }) => search,
  // The list shows its own failure (spec 8) rather than an error page; a 403 here cannot go "back to
  // /action-plans" since this is /action-plans.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData({ ...actionPlansQueryOptions(listParams(deps)), revalidateIfStale: true })
      .then(
        () => undefined,
        () => undefined,
      ),
  component: ActionPlansRoute,
});

function ActionPlansRoute() {
  const search = Route.useSearch();
  return <ActionPlansList search={search} />;
}
