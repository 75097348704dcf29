import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CarbonCalculatorPage } from '@/features/climate/components/carbon-calculator';

const search = z.object({
  /** The company shown: an investor's portfolio company (read only), or the user's own. */
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/carbon-emission')({
  validateSearch: search,
  component: CarbonEmission,
});

function CarbonEmission() {
  const { companyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CarbonCalculatorPage
      companyId={companyId}
      onCompanyChange={(next) => void navigate({ search: { companyId: next } })}
    />
  );
}
