import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import type { ScorecardSearch } from '@/features/scorecards/components/controls';
import { ScorecardsIndexPage } from '@/features/scorecards/components/scorecards-index-page';
import { periodSearchParam } from '@/lib/route-params';
import { useKeptPeriod } from '@/shared/analysis/controls';

const search = z.object({
  period: periodSearchParam,
  fundId: z.coerce.number().int().positive().optional().catch(undefined),
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/scorecards/')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  const kept = useKeptPeriod(values, (next: ScorecardSearch) => void navigate({ search: next }));
  return <ScorecardsIndexPage search={kept.search} onSearch={kept.onSearch} />;
}
