import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId, isPrimaryUser } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { HighlightsPage } from '@/features/analysis/components/highlights-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  period: periodSearchParam,
});

export const Route = createFileRoute('/_highlights/highlights')({
  validateSearch: search,
  component: Highlights,
});

/** The portfolio's best and worst movers (issue 12); its primary user switches the highlights e-mail. */
function Highlights() {
  const { ctx, detail } = useAccessContext();
  const navigate = Route.useNavigate();
  const companyId = effectiveCompanyId(ctx) ?? 0;
  const company = detail?.company;
  return (
    <HighlightsPage
      companyId={companyId}
      autoHighlights={company && company.id === companyId ? company.auto_highlights_flag : null}
      mayChangeEmail={isPrimaryUser(ctx)}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
