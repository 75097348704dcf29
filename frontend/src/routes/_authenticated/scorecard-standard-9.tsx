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

export const Route = createFileRoute('/_authenticated/scorecard-standard-9')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EsgScorecardPage
      title="Scorecard"
      description="The ESG Scorecard framework (standard 9): its comparable KPIs, each scored and weighted into an overall score and a grade."
      search={values}
      onSearch={(next: ScorecardSearch) => void navigate({ search: next })}
    />
  );
}
