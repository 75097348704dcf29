import { createFileRoute } from '@tanstack/react-router';
import { CarbonCalculatorPage } from '@/features/climate/components/carbon-calculator';

export const Route = createFileRoute('/_authenticated/carbon-emission')({
  component: CarbonCalculatorPage,
});
