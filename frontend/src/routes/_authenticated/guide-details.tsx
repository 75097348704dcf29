import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useAccessContext } from '@/app/access-context';
import { audienceOf, GuideDetailsPage } from '@/features/user-guide/components/guide-details-page';

const searchSchema = z.object({
  q: z.string().max(200).optional().catch(undefined),
  for: z.enum(['all', 'gp', 'lp', 'pc', 'contributor', 'admin']).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/guide-details')({
  validateSearch: searchSchema,
  component: GuideDetailsRoute,
});

function GuideDetailsRoute() {
  const { ctx } = useAccessContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GuideDetailsPage
      ctx={ctx}
      query={search.q ?? ''}
      audience={search.for ?? audienceOf(ctx)}
      onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
