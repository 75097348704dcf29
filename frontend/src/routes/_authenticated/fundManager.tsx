import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FundManagerPage } from '@/features/portfolio/components/fund-manager-page';

const searchSchema = z.object({
  fund: z.coerce.number().int().positive().optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});

/** /fundManager (spec 2.1, 6.2): funds, holdings and quarter-end positions. */
export const Route = createFileRoute('/_authenticated/fundManager')({
  validateSearch: (raw: Record<string, unknown>) => searchSchema.parse(raw),
  component: FundManagerRoute,
});

function FundManagerRoute() {
  return <FundManagerPage search={Route.useSearch()} />;
}
