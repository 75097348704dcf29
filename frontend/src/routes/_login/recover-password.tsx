import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginCardHeading } from '@/components/layouts/login-layout';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { RecoverPasswordForm } from '@/features/auth/components/recover-password-form';

const searchSchema = z.object({
  /** Present when the user follows the recovery e-mail's link. */
  token: z.string().min(1).max(200).optional().catch(undefined),
});

/** Recover a password: ask for a link by e-mail, or, from that link, choose the new password. */
export const Route = createFileRoute('/_login/recover-password')({
  validateSearch: searchSchema,
  component: RecoverPasswordPage,
});

function RecoverPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <section aria-label={token ? 'Choose a New Password' : 'Recover Password'}>
      <LoginCardHeading
        title={token ? 'Choose a New Password' : 'Recover Password'}
        subtitle={
          token
            ? 'Choose the new password for your account.'
            : 'Enter the e-mail of your account and we will send you a link to reset your password.'
        }
      />
      {token ? <NewPasswordForm token={token} purpose="reset" /> : <RecoverPasswordForm />}
    </section>
  );
}
