import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions, useMe } from '@/features/auth/api/get-me';
import { EditProfileForm } from '@/features/auth/components/edit-profile-form';

export const Route = createFileRoute('/_authenticated/edit-profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: EditProfilePage,
});

function EditProfilePage() {
  const me = useMe();
  return (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Edit Profile</h1>
      </header>
      {me.data ? <EditProfileForm user={me.data} /> : null}
    </div>
  );
}
