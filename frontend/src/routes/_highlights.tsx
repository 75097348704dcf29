import { Outlet, createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '@/app/route-guard';
import { HighlightsLayout } from '@/components/layouts/highlights-layout';
import { WorkplaceGate } from '@/features/company/components/workplace-gate';
import { ThemeProvider } from '@/theme/theme-provider';

/** The highlights layout (spec 2.2), for signed-in users. */
export const Route = createFileRoute('/_highlights')({
  beforeLoad: guardRoute,
  component: () => (
    <ThemeProvider>
      <HighlightsLayout>
        <WorkplaceGate>
          <Outlet />
        </WorkplaceGate>
      </HighlightsLayout>
    </ThemeProvider>
  ),
});
