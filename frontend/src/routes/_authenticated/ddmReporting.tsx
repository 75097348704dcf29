import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { ReportingPage } from '@/features/analysis/components/reporting-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  // The values of reportAudienceSchema (libs/contracts reporting-views.ts).
  audience: z.enum(['ddm', 'management', 'investors', 'portfolio-companies']).optional().catch(undefined),
  standardId: z.coerce.number().int().positive().optional().catch(undefined),
  period: periodSearchParam,
  metric: z.string().max(100).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/ddmReporting')({
  validateSearch: search,
  component: DdmReporting,
});

/** The reporting views (issue 12): a framework's published figures per audience, to Excel and PDF. */
function DdmReporting() {
  const { ctx } = useAccessContext();
  const navigate = Route.useNavigate();
  return (
    <ReportingPage
      companyId={effectiveCompanyId(ctx) ?? 0}
      search={Route.useSearch()}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
