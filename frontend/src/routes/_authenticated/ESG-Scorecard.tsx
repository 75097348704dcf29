import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import type { ScorecardSearch } from '@/features/scorecards/components/controls';
import { EsgScorecardPage } from '@/features/scorecards/components/esg-scorecard-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  period: periodSearchParam,
  fundId: z.coerce.number().int().positive().optional().catch(undefined),
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/ESG-Scorecard')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EsgScorecardPage
      title="ESG Scorecard"
      description="A company's ESG scorecard for the period: the overall score and grade, the Environment, Social and Governance pillar scores, and every KPI with the points it earned and how."
      search={values}
      onSearch={(next: ScorecardSearch) => void navigate({ search: next })}
    />
  );
}
