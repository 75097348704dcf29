import { createFileRoute } from '@tanstack/react-router';
import { mayEver } from '@esg/access-policy';
import { useCurrentUser } from '@/lib/auth-store';
import { OptionalIndicatorSelectionPage } from '@/features/sfdr/components/optional-indicator-selection';

export const Route = createFileRoute('/_authenticated/optionalIndicatorSelection')({
  component: OptionalIndicatorSelection,
});

function OptionalIndicatorSelection() {
  const user = useCurrentUser();
  return (
    <OptionalIndicatorSelectionPage
      companyId={user.companyId ?? 0}
      canEdit={mayEver('pai.select-indicators', user)}
    />
  );
}
