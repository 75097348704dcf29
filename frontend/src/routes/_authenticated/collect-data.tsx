import { createFileRoute } from '@tanstack/react-router';
import { CollectPage } from '@/features/data-collection/components/collect-page';
import { ResponsesList } from '@/features/data-collection/components/responses-list';
import { loadResponseRoute } from '@/features/data-collection/api/load-response-route';
import { validateResponseRouteSearch } from '@/features/data-collection/response-route';

export const Route = createFileRoute('/_authenticated/collect-data')({
  validateSearch: validateResponseRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadResponseRoute(context.queryClient, deps),
  component: CollectDataRoute,
});

function CollectDataRoute() {
  const { responseId, ...search } = Route.useSearch();
  if (responseId !== undefined) return <CollectPage key={responseId} responseId={responseId} />;
  return (
    <ResponsesList
      search={search}
      from="/collect-data"
      title="Collect Data"
      description="Choose a response to answer: the frameworks and periods your company is asked to report."
    />
  );
}
