import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { LeaderboardPage } from '@/features/analysis/components/highlights-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  period: periodSearchParam,
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
