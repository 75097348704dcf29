import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ThemeProvider } from '@/theme/theme-provider';

/** The landing layout, with footer (spec 2.2); open to everyone. */
export const Route = createFileRoute('/_landing')({
  beforeLoad: guardRoute,
  component: () => (
    <ThemeProvider>
      <PublicLayout variant="landing">
        <Outlet />
      </PublicLayout>
    </ThemeProvider>
  ),
});
