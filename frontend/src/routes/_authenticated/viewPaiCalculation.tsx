import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useCurrentUser } from '@/lib/auth-store';
import { PaiCalculationPage } from '@/features/sfdr/components/pai-calculation';

const search = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  fundId: z.coerce.number().int().positive().optional(),
});

export const Route = createFileRoute('/_authenticated/viewPaiCalculation')({
  validateSearch: search,
  component: ViewPaiCalculation,
});

function ViewPaiCalculation() {
  const user = useCurrentUser();
  const { year, fundId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const companyId = user.companyId ?? 0;
  return (
    <PaiCalculationPage
      companyId={companyId}
      scope={fundId ? { kind: 'fund', fundId } : { kind: 'entity', companyId }}
      year={year ?? new Date().getUTCFullYear()}
      onChange={(scope, y) =>
        void navigate({ search: { year: y, ...(scope.kind === 'fund' ? { fundId: scope.fundId } : {}) } })
      }
    />
  );
}
