import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { frameworksQueryOptions } from '@/features/data-collection/api/get-frameworks';
import { FrameworksPage } from '@/features/data-collection/components/frameworks-page';

const searchSchema = z.object({
  standard: z.coerce.number().int().positive().optional().catch(undefined),
  version: z.string().max(40).optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/frameworks')({
  validateSearch: searchSchema,
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(frameworksQueryOptions()).then(
      () => undefined,
      () => undefined,
    ),
  component: FrameworksRoute,
});

function FrameworksRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FrameworksPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
  );
}
