import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { MaterialityPage } from '@/features/analysis/components/materiality-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  period: periodSearchParam,
  version: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/materiality')({
  validateSearch: search,
  component: Materiality,
});

/** The double materiality assessment of the company the user works for (issue 12). */
function Materiality() {
  const { ctx } = useAccessContext();
  const navigate = Route.useNavigate();
  return (
    <MaterialityPage
      companyId={effectiveCompanyId(ctx) ?? 0}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
