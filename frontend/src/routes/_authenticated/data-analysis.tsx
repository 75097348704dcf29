import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { CompanyFigures, PortfolioDashboard } from '@/features/analysis/components/data-analysis-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  period: periodSearchParam,
  fundId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/data-analysis')({
  validateSearch: search,
  component: DataAnalysis,
});

/** Investors see their portfolio's dashboard; a portfolio company (or a Contributor) its own figures. */
function DataAnalysis() {
  const { ctx } = useAccessContext();
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  const companyId = effectiveCompanyId(ctx) ?? 0;
  const onSearch = (next: z.infer<typeof search>) => void navigate({ search: next });
  const investor =
    (ctx.company?.type === 'gp' || ctx.company?.type === 'lp') && ctx.user?.permission !== 'Contributor';
  return investor ? (
    <PortfolioDashboard companyId={companyId} search={values} onSearch={onSearch} />
  ) : (
    <CompanyFigures companyId={companyId} search={values} onSearch={onSearch} />
  );
}
