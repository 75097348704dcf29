import { useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { recoveryCodeFormSchema, totpCodeFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useVerifyTwoFactor } from '../api/verify-two-factor';

/** The second step of a login: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorVerifyForm({
  challengeToken,
  onSuccess,
}: {
  challengeToken: string;
  onSuccess: () => void;
}) {
  const verify = useVerifyTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const codeForm = useZodForm(totpCodeFormSchema, { code: '' });
  const recoveryForm = useZodForm(recoveryCodeFormSchema, { recoveryCode: '' });

  const toggle = (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => {
        verify.reset();
        codeForm.reset();
        recoveryForm.reset();
        setUseRecovery((value) => !value);
      }}
    >
      {useRecovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
    </Anchor>
  );

  return useRecovery ? (
    <form
      noValidate
      aria-busy={verify.isPending}
      onSubmit={recoveryForm.submit(({ recoveryCode }) =>
        verify.mutate({ challengeToken, recoveryCode }, { onSuccess }),
      )}
    >
      <Stack gap="md">
        <FormAlert error={verify.error} />
        <TextInput
          label="Recovery Code"
          autoComplete="off"
          autoFocus
          required
          {...recoveryForm.getInputProps('recoveryCode')}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        {toggle}
      </Stack>
    </form>
  ) : (
    <form
      noValidate
      aria-busy={verify.isPending}
      onSubmit={codeForm.submit(({ code }) => verify.mutate({ challengeToken, code }, { onSuccess }))}
    >
      <Stack gap="md">
        <FormAlert error={verify.error} />
        <TextInput
          label="Authentication Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          required
          {...codeForm.getInputProps('code')}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        {toggle}
      </Stack>
    </form>
  );
}
