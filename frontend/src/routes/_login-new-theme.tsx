import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { LoginLayout } from '@/components/layouts/login-layout';
import { ThemeProvider } from '@/theme/theme-provider';

/** The login layout with the new theme (spec 2.2); signed-in users are sent to /user-guide. */
export const Route = createFileRoute('/_login-new-theme')({
  beforeLoad: guardRoute,
  component: () => (
    <ThemeProvider>
      <LoginLayout theme="new-theme">
        <Outlet />
      </LoginLayout>
    </ThemeProvider>
  ),
});
