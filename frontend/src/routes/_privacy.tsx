import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ThemeProvider } from '@/theme/theme-provider';

/** The privacy layout (spec 2.2) of the policy documents; open to everyone. */
export const Route = createFileRoute('/_privacy')({
  beforeLoad: guardRoute,
  component: () => (
    <ThemeProvider>
      <PublicLayout variant="privacy">
        <Outlet />
      </PublicLayout>
    </ThemeProvider>
  ),
});
