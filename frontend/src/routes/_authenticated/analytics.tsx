import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TcfdAnalyticsPage } from '@/features/climate/components/tcfd-analytics-page';
import { periodSearchParam } from '@/lib/route-params';

const search = z.object({
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
  // The router reads `?period=2024` as a number: coerced back to the period string.
  period: periodSearchParam,
});

export const Route = createFileRoute('/_authenticated/analytics')({
  validateSearch: search,
  component: Analytics,
});

function Analytics() {
  const { companyId, period } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TcfdAnalyticsPage
      companyId={companyId}
      period={period}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}
