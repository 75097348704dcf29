import { createFileRoute } from '@tanstack/react-router';
import { AccountSettings } from '@/features/auth/components/account-settings';

export const Route = createFileRoute('/_authenticated/profile-settings')({
  component: () => (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">My Account</h1>
      </header>
      <AccountSettings />
    </div>
  ),
});
