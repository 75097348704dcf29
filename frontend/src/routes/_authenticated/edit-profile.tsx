import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { EditProfileForm } from '@/features/auth/components/edit-profile-form';

export const Route = createFileRoute('/_authenticated/edit-profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: EditProfilePage,
});

function EditProfilePage() {
  const me = useMe();
  return (
    <>
      <PageHeader
        title="Edit Profile"
        description="Your name as others see it. Your e-mail is your login and stays."
      />
      {me.data ? <EditProfileForm user={me.data} /> : null}
    </>
  );
}
