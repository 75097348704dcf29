import { Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { routeAccess, type PolicyContext } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { homeQueryOptions } from '@/features/home/api/get-home';
import { HomeItems } from '@/features/home/components/home-items';
import { UserGuidePage } from '@/features/user-guide/components/user-guide-page';

/** Those spec 6.1 keeps out of /home (portfolio companies, Contributors) see their tasks here. */
const showsOwnTasks = (ctx: PolicyContext) =>
  ctx.user !== null && ctx.user.role !== 'admin' && !routeAccess('/home', ctx).allowed;

export const Route = createFileRoute('/_authenticated/user-guide')({
  // Their tasks arrive with the page (the list shows its own failure, so a failed load is not an error page).
  loader: ({ context }) =>
    showsOwnTasks(context)
      ? context.queryClient.ensureQueryData(homeQueryOptions()).then(
          () => undefined,
          () => undefined,
        )
      : undefined,
  component: UserGuideRoute,
});

/**
 * The user guide; for those spec 6.1 keeps out of /home (portfolio companies, Contributors), whose
 * landing page this is, their own tasks come first (docs/access-policy.md, rule 44).
 */
function UserGuideRoute() {
  const { ctx } = useAccessContext();
  const ownTasks = showsOwnTasks(ctx);
  return (
    <UserGuidePage
      before={
        ownTasks ? (
          <section aria-labelledby="your-tasks-heading">
            <Title order={2} id="your-tasks-heading" mb="sm">
              What needs you
            </Title>
            <HomeItems emptyTitle="No open tasks right now." />
          </section>
        ) : null
      }
    />
  );
}
