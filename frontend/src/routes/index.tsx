import { createFileRoute, redirect } from '@tanstack/react-router';
import { restoreSession } from '@/features/auth/api/get-session';

/** `/` has no page of its own: signed-in users go to the user guide, everyone else to /login. */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const auth = await restoreSession(context.queryClient);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
    throw redirect({ to: auth.status === 'authenticated' ? '/user-guide' : '/login', replace: true });
  },
});
