import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SfdrScorecardPage } from '@/features/scorecards/components/sfdr-scorecard-page';

const search = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  fundId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/scorecards/sfdrReport')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const { year, fundId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SfdrScorecardPage
      year={year ?? new Date().getUTCFullYear()}
      fundId={fundId ?? null}
      onChange={(next) =>
        void navigate({ search: { year: next.year, ...(next.fundId ? { fundId: next.fundId } : {}) } })
      }
    />
  );
}
