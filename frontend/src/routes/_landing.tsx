import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { PublicLayout } from '@/components/layouts/public-layout';

/** The landing layout, with footer (spec 2.2); open to everyone. */
export const Route = createFileRoute('/_landing')({
  beforeLoad: guardRoute,
  component: () => (
    <PublicLayout variant="landing">
      <Outlet />
    </PublicLayout>
  ),
});
