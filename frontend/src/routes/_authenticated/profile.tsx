import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetails } from '@/features/auth/components/profile-details';

export const Route = createFileRoute('/_authenticated/profile')({
  component: () => (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Profile</h1>
      </header>
      <ProfileDetails />
    </div>
  ),
});
