import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { responseStatusSchema } from '@esg/contracts/data-collection/index';
import { periodSchema } from '@esg/contracts/period';
import { responsesQueryOptions } from '@/features/data-collection/api/get-responses';
import { ResponsesList, responseListParams } from '@/features/data-collection/components/responses-list';

export const responseListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  company: z.coerce.number().int().positive().optional().catch(undefined),
  standard: z.coerce.number().int().positive().optional().catch(undefined),
  period: periodSchema.optional().catch(undefined),
  status: responseStatusSchema.optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/data-responses')({
  validateSearch: (raw: Record<string, unknown>) => responseListSearchSchema.parse(raw),
  loaderDeps: ({ search }) => search,
  // The list shows its own failure (spec 8) rather than an error page.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData({ ...responsesQueryOptions(responseListParams(deps)), revalidateIfStale: true })
      .then(
        () => undefined,
        () => undefined,
      ),
  component: DataResponsesRoute,
});

function DataResponsesRoute() {
  const search = Route.useSearch();
  return (
    <ResponsesList
      search={search}
      from="/data-responses"
      title="Data Responses"
      description="Data requested per framework and reporting period: where each response stands and what to do next."
    />
  );
}
