import { createFileRoute } from '@tanstack/react-router';
import { contractsQueryOptions } from '@/features/contracts/api/list-contracts';
import { ContractManagerPage } from '@/features/contracts/components/contract-manager-page';

/** The contract-manager admin only (spec 6.1; libs/access-policy routeAccess). */
export const Route = createFileRoute('/_authenticated/contract-manager')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(contractsQueryOptions()).then(
      () => undefined,
      () => undefined,
    ),
  component: ContractManagerPage,
});
