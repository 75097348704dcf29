import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { EdciSubmissionTablePage } from '@/features/edci/components/edci-submission-table-page';

const search = z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/edci-submission-detail/submissionDetailTable')({
  validateSearch: search,
  component: EdciSubmissionTable,
});

/** An EDCI submission as a metrics × companies grid (issue 13, docs/edci.md). */
function EdciSubmissionTable() {
  const { ctx } = useAccessContext();
  const navigate = Route.useNavigate();
  return (
    <EdciSubmissionTablePage
      id={Route.useSearch().id}
      companyId={effectiveCompanyId(ctx) ?? 0}
      onChoose={(id) => void navigate({ search: { id } })}
    />
  );
}
