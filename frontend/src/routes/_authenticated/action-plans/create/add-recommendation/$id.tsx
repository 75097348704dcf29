import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { actionPlanQueryOptions } from '@/features/action-plans/api/get-action-plan';
import { optionListingQueryOptions } from '@/features/action-plans/api/get-listings';
import { performanceStandardsQueryOptions } from '@/features/action-plans/api/get-performance-standards';
import { numericIdParam } from '@/features/action-plans/api/route-params';
import { AddRecommendationForm } from '@/features/action-plans/components/add-recommendation-form';
import { validatedParams } from '@/lib/route-params';

export const Route = createFileRoute('/_authenticated/action-plans/create/add-recommendation/$id')({
  params: validatedParams(z.object({ id: numericIdParam })),
  loader: ({ context: { queryClient }, params }) =>
    leaveOnForbidden(
      Promise.all([
        queryClient.ensureQueryData({
          ...actionPlanQueryOptions(Number(params.id)),
          revalidateIfStale: true,
        }),
        queryClient.ensureQueryData(optionListingQueryOptions('priorities')),
        queryClient.ensureQueryData(optionListingQueryOptions('due-date-triggers')),
        queryClient.ensureQueryData(performanceStandardsQueryOptions(null)),
      ]),
    ),
  component: AddRecommendationRoute,
});

function AddRecommendationRoute() {
  const { id } = Route.useParams();
  return <AddRecommendationForm key={id} planId={Number(id)} />;
}
