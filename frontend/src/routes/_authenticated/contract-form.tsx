import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ContractFormPage } from '@/features/contracts/components/contract-form-page';

const searchSchema = z.object({ companyId: z.coerce.number().int().positive().optional().catch(undefined) });

/** The contract-manager admin only, as /contract-manager (docs/contracts.md). */
export const Route = createFileRoute('/_authenticated/contract-form')({
  validateSearch: searchSchema,
  component: ContractFormRoute,
});

function ContractFormRoute() {
  const { companyId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContractFormPage
      companyId={companyId}
      onChooseCompany={(id) => void navigate({ search: { companyId: id }, replace: true })}
    />
  );
}
