import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { optionListingQueryOptions, yearsQueryOptions } from '@/features/action-plans/api/get-listings';
import { CreatePlanForm } from '@/features/action-plans/components/create-plan-form';

const searchSchema = z.object({ company: z.coerce.number().int().positive().optional().catch(undefined) });

/** GP only: the route guard (libs/access-policy) already sends Coinvestor, Consultant and others away. */
export const Route = createFileRoute('/_authenticated/action-plans/create/')({
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  loader: ({ context }) =>
    leaveOnForbidden(
      Promise.all([
        context.queryClient.ensureQueryData(optionListingQueryOptions('cycles')),
        context.queryClient.ensureQueryData(yearsQueryOptions()),
      ]),
    ),
  component: CreateRoute,
});

function CreateRoute() {
  const { company } = Route.useSearch();
  return <CreatePlanForm initialCompanyId={company} />;
}
