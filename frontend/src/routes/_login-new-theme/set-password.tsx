import { Alert, Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { LoginCardHeading } from '@/components/layouts/login-layout';
import { z } from 'zod';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { AnchorLink } from '@/components/ui/links';

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
    <section aria-label="Set Password">
      <LoginCardHeading
        title="Set Password"
        subtitle={token ? 'Choose a password of at least 6 characters for your account.' : undefined}
      />
      {token ? (
        <NewPasswordForm token={token} purpose="invitation" />
      ) : (
        <Stack gap="md">
          <Alert color="red" role="alert">
            This link is invalid. Open the link of your invitation e-mail again, or ask for a new one.
          </Alert>
          <AnchorLink to="/recover-password" size="sm">
            Forgot your password?
          </AnchorLink>
        </Stack>
      )}
    </section>
  );
}
