import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ProfileDetails } from '@/features/auth/components/profile-details';

export const Route = createFileRoute('/_authenticated/profile')({
  component: () => (
    <>
      <PageHeader title="Profile" />
      <ProfileDetails />
    </>
  ),
});
