import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { newPasswordFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useResetPassword } from '../api/reset-password';
import { useSetPassword } from '../api/set-password';
import { ButtonLink } from '@/components/ui/links';

interface NewPasswordFormProps {
  token: string;
  /** `invitation`: first password from an invitation link; `reset`: from a recovery link. */
  purpose: 'invitation' | 'reset';
}

/** Choosing a password from a one-time e-mailed link (/set-password?token=…). */
export function NewPasswordForm({ token, purpose }: NewPasswordFormProps) {
  const setPassword = useSetPassword();
  const resetPassword = useResetPassword();
  const mutation = purpose === 'invitation' ? setPassword : resetPassword;
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(newPasswordFormSchema, { password: '', confirmPassword: '' });

  if (done) {
    return (
      <Stack gap="md">
        <FormAlert success={done} />
        <ButtonLink to="/login" fullWidth>
          Go to login
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={form.submit((request) =>
        mutation.mutate(
          { token, ...request },
          {
            onSuccess: (message) =>
              setDone(
                message ??
                  'Your password has been set. You can now log in with your e-mail and new password.',
              ),
          },
        ),
      )}
    >
      <Stack gap="md">
        <FormAlert error={mutation.error} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {purpose === 'invitation' ? 'Set password' : 'Reset password'}
        </Button>
      </Stack>
    </form>
  );
}
