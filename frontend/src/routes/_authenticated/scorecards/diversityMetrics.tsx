import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import type { ScorecardSearch } from '@/features/scorecards/components/controls';
import { DiversityPage } from '@/features/scorecards/components/diversity-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  period: periodSearchParam,
  fundId: z.coerce.number().int().positive().optional().catch(undefined),
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/scorecards/diversityMetrics')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DiversityPage search={values} onSearch={(next: ScorecardSearch) => void navigate({ search: next })} />
  );
}
