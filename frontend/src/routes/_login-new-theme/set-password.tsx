import { Link, createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';

const searchSchema = z.object({
  /** The one-time token of the invitation e-mail's link. */
  token: z.string().min(1).max(200).optional().catch(undefined),
});

/** An invited user chooses their first password (/set-password?token=…). */
export const Route = createFileRoute('/_login-new-theme/set-password')({
  validateSearch: searchSchema,
  component: SetPasswordPage,
});

function SetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <section className="login-card" aria-labelledby="set-password-heading">
      <h1 id="set-password-heading" className="login-card__title">
        Set Password
      </h1>
      {token ? (
        <>
          <p className="login-card__subtitle">Choose a password of at least 6 characters for your account.</p>
          <NewPasswordForm token={token} purpose="invitation" />
        </>
      ) : (
        <>
          <div className="alert alert--danger" role="alert">
            This link is invalid. Open the link of your invitation e-mail again, or ask for a new one.
          </div>
          <Link to="/recover-password" className="login-form__link">
            Forgot your password?
          </Link>
        </>
      )}
    </section>
  );
}
