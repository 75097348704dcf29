import { createFileRoute } from '@tanstack/react-router';
import { useCurrentUser } from '@/lib/auth-store';
import { SfdrOrientationPage } from '@/features/sfdr/components/sfdr-orientation';

export const Route = createFileRoute('/_authenticated/sfdrOrientation')({
  component: SfdrOrientation,
});

function SfdrOrientation() {
  const user = useCurrentUser();
  return <SfdrOrientationPage companyId={user.companyId ?? 0} />;
}
