import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { HighlightsLayout } from '@/components/layouts/highlights-layout';

/** The highlights layout (spec 2.2), for signed-in users. */
export const Route = createFileRoute('/_highlights')({
  beforeLoad: guardRoute,
  component: () => (
    <HighlightsLayout>
      <Outlet />
    </HighlightsLayout>
  ),
});
