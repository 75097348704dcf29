import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { required } from '@/lib/validation';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Turn two-factor authentication on (enrolment) or off (with the password) from My Account. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [enrolling, setEnrolling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const form = useFormFields({ password: '' }, { password: () => [required] });

  if (enrolling) {
    return (
      <TwoFactorEnrolment
        onDone={() => {
          setEnrolling(false);
          setMessage('Two-factor authentication is now on.');
        }}
      />
    );
  }

  if (!enabled) {
    return (
      <div className="stack">
        <FormStatus success={message} />
        <p>Two-factor authentication is off. Turn it on to ask for a code from your phone at every login.</p>
        <div>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setMessage(null);
              setEnrolling(true);
            }}
          >
            Enable two-factor authentication
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="stack"
      noValidate
      aria-busy={disable.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        disable.mutate(
          { password: values.password },
          {
            onSuccess: () => {
              form.reset();
              setMessage('Two-factor authentication is now off.');
            },
          },
        );
      }}
    >
      <FormStatus error={disable.error} success={message} />
      <p>Two-factor authentication is on. To turn it off, confirm with your password.</p>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.bind('password')}
      />
      <div>
        <button type="submit" className="button button--danger" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off…' : 'Disable two-factor authentication'}
        </button>
      </div>
    </form>
  );
}
