import { createFileRoute } from '@tanstack/react-router';
import { CalculationsPage } from '@/features/climate/components/calculations-page';

export const Route = createFileRoute('/_authenticated/calculations')({
  component: CalculationsPage,
});
