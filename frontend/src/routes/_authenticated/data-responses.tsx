import { createFileRoute } from '@tanstack/react-router';
import { responsesQueryOptions } from '@/features/data-collection/api/get-responses';
import { ResponsesList } from '@/features/data-collection/components/responses-list';
import { responseListParams, responseListSearchSchema } from '@/features/data-collection/response-route';

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
