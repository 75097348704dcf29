import { useState } from 'react';
import type { TwoFactorConfirmation } from '@esg/contracts/auth';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { required, type Validator } from '@/lib/validation';
import { useTwoFactorEnrolment } from '../api/enrol-two-factor';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';

const sixDigits: Validator = (value) =>
  /^\d{6}$/.test(value.trim()) ? undefined : 'Enter the 6-digit code from your authenticator app';

interface TwoFactorEnrolmentProps {
  /** The login's challenge when enrolment is required to sign in; absent from My Account. */
  challengeToken?: string;
  /** Called after the user has seen the recovery codes and chosen to continue. */
  onDone: (confirmation: TwoFactorConfirmation) => void;
}

/**
 * Setting up two-factor: scan the QR code (or type the key), confirm with a first code, then keep
 * the recovery codes, which are shown this once only.
 */
export function TwoFactorEnrolment({ challengeToken, onDone }: TwoFactorEnrolmentProps) {
  const enrolment = useTwoFactorEnrolment(challengeToken);
  const confirm = useConfirmTwoFactor();
  const [confirmation, setConfirmation] = useState<TwoFactorConfirmation | null>(null);
  const form = useFormFields({ code: '' }, { code: () => [required, sixDigits] });

  if (confirmation) {
    return (
      <section className="two-factor" aria-labelledby="recovery-codes-heading">
        <h2 id="recovery-codes-heading" className="two-factor__heading">
          Recovery codes
        </h2>
        <p>
          Two-factor authentication is on. Keep these recovery codes somewhere safe: each can be used once
          instead of a code if you lose your phone. They are shown only this once.
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {confirmation.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => onDone(confirmation)}
        >
          I have saved my recovery codes
        </button>
      </section>
    );
  }

  if (enrolment.isPending) return <p aria-busy="true">Preparing two-factor authentication…</p>;
  if (enrolment.isError) return <FormStatus error={enrolment.error} />;
  const { qrCode, secret } = enrolment.data;

  return (
    <section className="two-factor" aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" className="two-factor__heading">
        Set up two-factor authentication
      </h2>
      <ol className="two-factor__steps">
        <li>Scan this QR code with an authenticator app (such as Google Authenticator or Authy).</li>
        <li>Or type this key into the app by hand.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        className="two-factor__qr"
        src={qrCode}
        width={180}
        height={180}
        alt="QR code for your authenticator app"
      />
      <p className="two-factor__key">
        Key: <code aria-label="Manual entry key">{secret}</code>
      </p>
      <form
        className="login-form"
        noValidate
        aria-busy={confirm.isPending}
        onSubmit={(event) => {
          const values = form.submit(event);
          if (!values) return;
          confirm.mutate(
            challengeToken ? { code: values.code.trim(), challengeToken } : { code: values.code.trim() },
            { onSuccess: setConfirmation },
          );
        }}
      >
        <FormStatus error={confirm.error} />
        <TextField
          label="Authentication Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.bind('code')}
        />
        <button className="button button--primary button--block" type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming…' : 'Confirm'}
        </button>
      </form>
    </section>
  );
}
