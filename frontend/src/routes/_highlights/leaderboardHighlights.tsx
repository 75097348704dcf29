import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { LeaderboardPage } from '@/features/analysis/components/highlights-page';

const search = z.object({
  period: z
    .string()
    .regex(/^\d{4}(-(H[12]|Q[1-4]))?$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_highlights/leaderboardHighlights')({
  validateSearch: search,
  component: Leaderboard,
});

/** The portfolio's companies ranked by improvements minus setbacks (issue 12). */
function Leaderboard() {
  const { ctx } = useAccessContext();
  const navigate = Route.useNavigate();
  return (
    <LeaderboardPage
      companyId={effectiveCompanyId(ctx) ?? 0}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
