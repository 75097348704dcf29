import { createFileRoute } from '@tanstack/react-router';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { EdciSubmissionsPage } from '@/features/edci/components/edci-submissions-page';

export const Route = createFileRoute('/_authenticated/edci-submissions')({
  component: EdciSubmissions,
});

/** The GP's EDCI submissions (issue 13, docs/edci.md). */
function EdciSubmissions() {
  const { ctx } = useAccessContext();
  // undefined while the company is loading: the page waits rather than saying there is no GP key.
  const gpKey = ctx.company ? ctx.company.gp_key : ctx.user?.role === 'admin' ? null : undefined;
  return <EdciSubmissionsPage companyId={effectiveCompanyId(ctx) ?? 0} gpKey={gpKey} />;
}
