import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { leaveOnForbidden } from '@/features/action-plans/api/errors';
import { actionPlanQueryOptions } from '@/features/action-plans/api/get-action-plan';
import { optionListingQueryOptions } from '@/features/action-plans/api/get-listings';
import { performanceStandardsQueryOptions } from '@/features/action-plans/api/get-performance-standards';
import { recommendationQueryOptions } from '@/features/action-plans/api/get-recommendation';
import { numericIdParam } from '@/features/action-plans/api/route-params';
import { StandardRecommendations } from '@/features/action-plans/components/performance';
import { RecommendationDetailPage } from '@/features/action-plans/components/recommendation-detail';
import { validatedParams } from '@/lib/route-params';

/** `view=pc`: the investor side sees the page as its portfolio company does (kept on reload). */
const searchSchema = z.object({ view: z.enum(['pc']).optional().catch(undefined) });

export const Route = createFileRoute(
  '/_authenticated/action-plans/detail/$actionPlanId/{-$performanceStandardId}/recommendation/{-$recommendationId}',
)({
  params: validatedParams(
    z.object({
      actionPlanId: numericIdParam,
      performanceStandardId: z
        .string()
        .regex(/^[1-8]$/)
        .optional(),
      recommendationId: numericIdParam.optional(),
    }),
  ),
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  loader: async ({ context: { queryClient }, params }) => {
    if (params.recommendationId === undefined) {
      await leaveOnForbidden(
        Promise.all([
          queryClient.ensureQueryData({
            ...actionPlanQueryOptions(Number(params.actionPlanId)),
            revalidateIfStale: true,
          }),
          queryClient.ensureQueryData(performanceStandardsQueryOptions(null)),
        ]),
      );
      return;
    }
    await leaveOnForbidden(
      Promise.all([
        queryClient.ensureQueryData({
          ...recommendationQueryOptions(Number(params.recommendationId)),
          revalidateIfStale: true,
        }),
        queryClient.ensureQueryData(optionListingQueryOptions('progress-tags')),
      ]),
    );
  },
  component: RecommendationRoute,
});

function RecommendationRoute() {
  const { actionPlanId, performanceStandardId, recommendationId } = Route.useParams();
  const { view } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (recommendationId === undefined) {
    return (
      <StandardRecommendations
        planId={Number(actionPlanId)}
        standardId={performanceStandardId === undefined ? undefined : Number(performanceStandardId)}
      />
    );
  }
  return (
    <RecommendationDetailPage
      key={recommendationId}
      recommendationId={Number(recommendationId)}
      view={view}
      onViewChange={(next) => void navigate({ search: next === 'pc' ? { view: 'pc' } : {}, replace: true })}
    />
  );
}
