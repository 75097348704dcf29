import { createFileRoute } from '@tanstack/react-router';
import { UserGuidePage } from '@/features/user-guide/components/user-guide-page';

export const Route = createFileRoute('/_authenticated/user-guide')({
  component: UserGuidePage,
});
