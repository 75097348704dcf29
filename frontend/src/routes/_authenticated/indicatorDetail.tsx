import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { IndicatorPage } from '@/features/analysis/components/indicator-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  metric: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/)
    .optional()
    .catch(undefined),
  period: periodSearchParam,
});

export const Route = createFileRoute('/_authenticated/indicatorDetail')({
  validateSearch: search,
  component: IndicatorDetail,
});

/** One indicator across the caller's portfolio (or its own company), linked from the highlights. */
function IndicatorDetail() {
  const { ctx } = useAccessContext();
  const navigate = Route.useNavigate();
  return (
    <IndicatorPage
      companyId={effectiveCompanyId(ctx) ?? 0}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
