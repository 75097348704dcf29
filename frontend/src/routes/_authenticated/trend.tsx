import { createFileRoute } from '@tanstack/react-router';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { TrendsPage } from '@/features/analysis/components/trends-page';
import { trendsSearchSchema } from '@/features/analysis/trends-search';

export const Route = createFileRoute('/_authenticated/trend')({
  validateSearch: trendsSearchSchema,
  component: Trends,
});

function Trends() {
  const { ctx } = useAccessContext();
  const navigate = Route.useNavigate();
  return (
    <TrendsPage
      title="Trends"
      companyId={effectiveCompanyId(ctx) ?? 0}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
