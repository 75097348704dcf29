import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { LoginLayout } from '@/components/layouts/login-layout';
import { ThemeProvider } from '@/theme/theme-provider';

/** The login layout (spec 2.2): an already signed-in user is sent to /user-guide. */
export const Route = createFileRoute('/_login')({
  beforeLoad: guardRoute,
  component: () => (
    <ThemeProvider>
      <LoginLayout>
        <Outlet />
      </LoginLayout>
    </ThemeProvider>
  ),
});
