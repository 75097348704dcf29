import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export const Route = createFileRoute('/_authenticated/change-password')({
  component: () => (
    <div className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Change Password</h1>
        <p className="page__lead">Choose a new password of at least 6 characters.</p>
      </header>
      <div className="card form-card">
        <ChangePasswordForm />
      </div>
    </div>
  ),
});
