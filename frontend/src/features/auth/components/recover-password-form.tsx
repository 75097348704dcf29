import { Button, Stack, TextInput } from '@mantine/core';
import { recoverPasswordFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useRecoverPassword } from '../api/recover-password';
import { AnchorLink } from '@/components/ui/links';

/** Asks for a recovery link; the answer is the same whether or not the e-mail has an account. */
export function RecoverPasswordForm() {
  const recover = useRecoverPassword();
  const form = useZodForm(recoverPasswordFormSchema, { email: '' });
  return (
    <form
      noValidate
      aria-busy={recover.isPending}
      onSubmit={form.submit((request) => recover.mutate(request))}
    >
      <Stack gap="md">
        <FormAlert error={recover.error} success={recover.data} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={recover.isPending}>
          Send reset link
        </Button>
        <AnchorLink to="/login" size="sm" ta="center">
          Back to login
        </AnchorLink>
      </Stack>
    </form>
  );
}
