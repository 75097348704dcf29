import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { feedbackPath } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { ContractInformationPage } from '@/features/contracts/components/contract-information-page';

const searchSchema = z.object({ companyId: z.coerce.number().int().positive().optional().catch(undefined) });

/** A company's contract: the user's own company's, or (admin) the one named by ?companyId=. */
export const Route = createFileRoute('/_authenticated/contract-information')({
  validateSearch: searchSchema,
  component: ContractInformationRoute,
});

function ContractInformationRoute() {
  const { companyId } = Route.useSearch();
  const { ctx } = useAccessContext();
  const isAdmin = ctx.user?.role === 'admin';
  const own = ctx.user?.companyId ?? null;
  return (
    <ContractInformationPage
      companyId={isAdmin ? (companyId ?? null) : (companyId ?? own)}
      isAdmin={isAdmin}
      feedbackPath={feedbackPath(ctx)}
    />
  );
}
