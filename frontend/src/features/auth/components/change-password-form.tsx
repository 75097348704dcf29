import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { useEditLock } from '@/lib/edit-lock';
import { matches, passwordMinLength, required } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The signed-in user changes their password (current, new, confirmation). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useFormFields(EMPTY, {
    currentPassword: () => [required],
    password: () => [required, passwordMinLength],
    confirmPassword: (v) => [required, matches(v.password)],
  });
  useEditLock(Object.values(form.values).some((value) => value !== ''));

  return (
    <form
      className="login-form"
      noValidate
      aria-busy={change.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        change.mutate(values, { onSuccess: () => form.reset(EMPTY) });
      }}
    >
      <FormStatus
        error={change.error}
        success={change.isSuccess ? (change.data ?? 'Your password has been changed.') : null}
      />
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('confirmPassword')}
      />
      <button className="button button--primary button--block" type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
