import { createFileRoute } from '@tanstack/react-router';
import { AccessManagerPage } from '@/features/portfolio/components/access-manager-page';

/** /access-manager (spec 2.1, 6.2): team members and invited companies. */
export const Route = createFileRoute('/_authenticated/access-manager')({
  component: AccessManagerPage,
});
