import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { responseQueryOptions } from '@/features/data-collection/api/get-response';
import { responsesQueryOptions } from '@/features/data-collection/api/get-responses';
import { PublishedPage } from '@/features/data-collection/components/published-page';
import {
  ResponsesList,
  responseListParams,
  responseListSearchSchema,
} from '@/features/data-collection/components/responses-list';

const searchSchema = responseListSearchSchema.extend({
  responseId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/published-data')({
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  loaderDeps: ({ search }) => search,
  // Both views show their own failure (spec 8) rather than an error page.
  loader: ({ context, deps }) =>
    (deps.responseId === undefined
      ? context.queryClient.ensureQueryData({
          ...responsesQueryOptions(responseListParams(deps)),
          revalidateIfStale: true,
        })
      : context.queryClient.ensureQueryData({
          ...responseQueryOptions(deps.responseId),
          revalidateIfStale: true,
        })
    ).then(
      () => undefined,
      () => undefined,
    ),
  component: RouteComponent,
});

function RouteComponent() {
  const { responseId, ...search } = Route.useSearch();
  if (responseId !== undefined) return <PublishedPage key={responseId} responseId={responseId} />;
  return (
    <ResponsesList
      search={search}
      from="/published-data"
      title="Published Data"
      description="Published periods, locked; open one to see its values and where each came from."
    />
  );
}
