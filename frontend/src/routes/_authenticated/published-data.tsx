import { createFileRoute } from '@tanstack/react-router';
import { PublishedPage } from '@/features/data-collection/components/published-page';
import { ResponsesList } from '@/features/data-collection/components/responses-list';
import { loadResponseRoute } from '@/features/data-collection/api/load-response-route';
import { validateResponseRouteSearch } from '@/features/data-collection/response-route';

export const Route = createFileRoute('/_authenticated/published-data')({
  validateSearch: validateResponseRouteSearch,
  // Published Data lists published responses only (the other statuses are on Data Responses).
  loaderDeps: ({ search }) => ({ ...search, status: 'published' as const }),
  loader: ({ context, deps }) => loadResponseRoute(context.queryClient, deps),
  component: RouteComponent,
});

function RouteComponent() {
  const { responseId, ...search } = Route.useSearch();
  if (responseId !== undefined) return <PublishedPage key={responseId} responseId={responseId} />;
  return (
    <ResponsesList
      search={{ ...search, status: 'published' }}
      statusFixed
      from="/published-data"
      title="Published Data"
      description="Published responses, locked; open one to see its values and where each came from."
    />
  );
}
