import { createFileRoute } from '@tanstack/react-router';
import { routeTitle } from '@esg/access-policy';
import { ReviewPage } from '@/features/data-collection/components/review-page';
import { ResponsesList } from '@/features/data-collection/components/responses-list';
import { loadResponseRoute } from '@/features/data-collection/api/load-response-route';
import { validateResponseRouteSearch } from '@/features/data-collection/response-route';

export const Route = createFileRoute('/_authenticated/review-contributor-response')({
  validateSearch: validateResponseRouteSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadResponseRoute(context.queryClient, deps),
  component: RouteComponent,
});

function RouteComponent() {
  const { responseId, ...search } = Route.useSearch();
  if (responseId !== undefined) return <ReviewPage key={responseId} responseId={responseId} />;
  return (
    <ResponsesList
      search={search}
      from="/review-contributor-response"
      title={routeTitle('/review-contributor-response') ?? ''}
      description="Choose a submitted response to accept or return its values."
    />
  );
}
