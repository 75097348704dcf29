import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { matches, passwordMinLength, required } from '@/lib/validation';
import { useResetPassword } from '../api/reset-password';
import { useSetPassword } from '../api/set-password';

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
  const form = useFormFields(
    { password: '', confirmPassword: '' },
    {
      password: () => [required, passwordMinLength],
      confirmPassword: (v) => [required, matches(v.password)],
    },
  );

  if (done) {
    return (
      <div className="stack">
        <FormStatus success={done} />
        <Link to="/login" className="button button--primary button--block">
          Go to login
        </Link>
      </div>
    );
  }

  return (
    <form
      className="login-form"
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        mutation.mutate(
          { token, ...values },
          {
            onSuccess: (message) =>
              setDone(
                message ??
                  'Your password has been set. You can now log in with your e-mail and new password.',
              ),
          },
        );
      }}
    >
      <FormStatus error={mutation.error} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('confirmPassword')}
      />
      <button className="button button--primary button--block" type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : purpose === 'invitation' ? 'Set password' : 'Reset password'}
      </button>
    </form>
  );
}
