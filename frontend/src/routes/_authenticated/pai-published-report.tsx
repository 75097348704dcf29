import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { mayEver, routeAccess, workplaceReadOnly } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { useCurrentUser } from '@/lib/auth-store';
import { PaiReportPage } from '@/features/sfdr/components/pai-report';

const search = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  fundId: z.coerce.number().int().positive().optional(),
});

export const Route = createFileRoute('/_authenticated/pai-published-report')({
  validateSearch: search,
  component: PaiPublishedReport,
});

function PaiPublishedReport() {
  const user = useCurrentUser();
  const { ctx, detail } = useAccessContext();
  const { year, fundId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const companyId = user.companyId ?? 0;
  return (
    <PaiReportPage
      companyId={companyId}
      cycle={detail?.company.data_collection_duration ?? 'annually'}
      scope={fundId ? { kind: 'fund', fundId } : { kind: 'entity', companyId }}
      year={year ?? new Date().getUTCFullYear()}
      canEdit={mayEver('pai.texts.write', user) && user.companyId === companyId && !workplaceReadOnly(ctx)}
      actionPlans={routeAccess('/action-plans', ctx).allowed}
      onChange={(scope, y) =>
        void navigate({ search: { year: y, ...(scope.kind === 'fund' ? { fundId: scope.fundId } : {}) } })
      }
    />
  );
}
