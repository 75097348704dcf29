import { useEffect } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isCompletedLogin } from '@esg/contracts/auth';
import { loginFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useLogin } from '../api/login';

interface LoginFormProps {
  /** The password was right and the session started. */
  onSuccess: () => void;
  /** The password was right and a second factor (or its enrolment) is needed. */
  onTwoFactor: () => void;
}

/** Spec 5: both fields required, a valid e-mail, a password of 6 characters or more, checked as typed. */
export function LoginForm({ onSuccess, onTwoFactor }: LoginFormProps) {
  const login = useLogin();
  const form = useZodForm(loginFormSchema, { email: '', password: '' });
  const { email, password } = form.values;
  // The server's answer is about what was sent: typing again takes it away.
  useEffect(() => {
    if (login.isError) login.reset();
  }, [email, password]);

  return (
    <form
      noValidate
      aria-busy={login.isPending}
      onSubmit={form.submit((request) =>
        login.mutate(
          { email: request.email, password: request.password },
          { onSuccess: (outcome) => (isCompletedLogin(outcome) ? onSuccess() : onTwoFactor()) },
        ),
      )}
    >
      <Stack gap="md">
        <FormAlert error={login.error} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
