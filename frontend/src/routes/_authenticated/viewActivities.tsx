import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { ActivitiesPage } from '@/features/activities/components/activities-page';

const searchSchema = z.object({ scope: z.enum(['company', 'mine']).optional().catch(undefined) });

/** The user's and the company's activity feed, from the platform's events (issue 13). */
export const Route = createFileRoute('/_authenticated/viewActivities')({
  validateSearch: searchSchema,
  component: ActivitiesRoute,
});

function ActivitiesRoute() {
  const { ctx } = useAccessContext();
  const { scope = 'company' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivitiesPage
      scope={scope}
      onScopeChange={(next) => void navigate({ search: { scope: next }, replace: true })}
      companyId={effectiveCompanyId(ctx)}
      companyName={ctx.company?.name ?? null}
    />
  );
}
