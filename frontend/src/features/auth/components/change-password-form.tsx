import { Button, Stack, PasswordInput } from '@mantine/core';
import { changePasswordFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useEditLock } from '@/lib/edit-lock';
import { useZodForm } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The signed-in user changes their password (current, new, confirmation). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  useEditLock(Object.values(form.values).some((value) => value !== ''));

  return (
    <form
      noValidate
      aria-busy={change.isPending}
      onSubmit={form.submit((request) => change.mutate(request, { onSuccess: () => form.setValues(EMPTY) }))}
    >
      <Stack gap="md">
        <FormAlert
          error={change.error}
          success={change.isSuccess ? (change.data ?? 'Your password has been changed.') : null}
        />
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={change.isPending}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
