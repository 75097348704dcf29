import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import type { BenchmarkSearch } from '@/features/benchmarking/components/controls';
import { BenchmarkingToolPage } from '@/features/benchmarking/components/tool-page';
import { periodSearchParam } from '@/lib/route-params';
import { useKeptPeriod } from '@/shared/analysis/controls';

const search = z.object({
  period: periodSearchParam,
  metric: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,120}$/)
    .optional()
    .catch(undefined),
  size: z.enum(['same', 'any']).optional().catch(undefined),
  fundId: z.coerce.number().int().positive().optional().catch(undefined),
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/benchmarking-tool')({
  validateSearch: search,
  component: Page,
});

function Page() {
  const values = Route.useSearch();
  const navigate = Route.useNavigate();
  const kept = useKeptPeriod(values, (next: BenchmarkSearch) => void navigate({ search: next }));
  return <BenchmarkingToolPage search={kept.search} onSearch={kept.onSearch} />;
}
