import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { required, type Validator } from '@/lib/validation';
import { useVerifyTwoFactor } from '../api/verify-two-factor';

const sixDigits: Validator = (value) =>
  /^\d{6}$/.test(value.trim()) ? undefined : 'Enter the 6-digit code from your authenticator app';
const recoveryCodeFormat: Validator = (value) =>
  /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(value.trim())
    ? undefined
    : 'Enter a recovery code such as ABCDE-12345';

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
  const form = useFormFields(
    { code: '', recoveryCode: '' },
    {
      code: () => (useRecovery ? [] : [required, sixDigits]),
      recoveryCode: () => (useRecovery ? [required, recoveryCodeFormat] : []),
    },
  );

  return (
    <form
      className="login-form"
      noValidate
      aria-busy={verify.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        verify.mutate(
          useRecovery
            ? { challengeToken, recoveryCode: values.recoveryCode.trim() }
            : { challengeToken, code: values.code.trim() },
          { onSuccess },
        );
      }}
    >
      <FormStatus error={verify.error} />
      {useRecovery ? (
        <TextField
          label="Recovery Code"
          autoComplete="off"
          autoFocus
          required
          {...form.bind('recoveryCode')}
        />
      ) : (
        <TextField
          label="Authentication Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          required
          {...form.bind('code')}
        />
      )}
      <button className="button button--primary button--block" type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          verify.reset();
          form.reset();
          setUseRecovery((value) => !value);
        }}
      >
        {useRecovery ? 'Use a code from your authenticator app' : 'Use a recovery code instead'}
      </button>
    </form>
  );
}
