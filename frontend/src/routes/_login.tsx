import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { restoreSession } from '@/features/auth/api/get-session';
import { LoginLayout } from '@/components/layouts/login-layout';

/** The login layout (spec 2.2): an already signed-in user is sent to /user-guide. */
export const Route = createFileRoute('/_login')({
  beforeLoad: async ({ context }) => {
    const auth = await restoreSession(context.queryClient);
    if (auth.status === 'authenticated') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
      throw redirect({ to: '/user-guide', replace: true });
    }
  },
  component: () => (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  ),
});
