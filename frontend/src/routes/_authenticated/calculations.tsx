import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CalculationsPage } from '@/features/climate/components/calculations-page';

const search = z.object({
  /** Whose saved calculations are listed: an investor's portfolio company, or the user's own. */
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/calculations')({
  validateSearch: search,
  component: Calculations,
});

function Calculations() {
  const { companyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CalculationsPage
      companyId={companyId}
      onCompanyChange={(next) => void navigate({ search: { companyId: next } })}
    />
  );
}
