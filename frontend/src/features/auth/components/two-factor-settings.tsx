import { useState } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordConfirmFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Turn two-factor authentication on (enrolment) or off (with the password) from My Account. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [enrolling, setEnrolling] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const form = useZodForm(passwordConfirmFormSchema, { password: '' });

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
      <Stack gap="md" align="flex-start">
        <FormAlert success={message} />
        <Text>
          Two-factor authentication is off. Turn it on to ask for a code from your phone at every login.
        </Text>
        <Button
          onClick={() => {
            setMessage(null);
            setEnrolling(true);
          }}
        >
          Enable two-factor authentication
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-busy={disable.isPending}
      onSubmit={form.submit(({ password }) =>
        disable.mutate(
          { password },
          {
            onSuccess: () => {
              form.reset();
              setMessage('Two-factor authentication is now off.');
            },
          },
        ),
      )}
    >
      <Stack gap="md" align="flex-start">
        <FormAlert error={disable.error} success={message} />
        <Text>Two-factor authentication is on. To turn it off, confirm with your password.</Text>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          required
          w="100%"
          maw={360}
          {...form.getInputProps('password')}
        />
        <Button type="submit" color="red.9" variant="outline" loading={disable.isPending}>
          Disable two-factor authentication
        </Button>
      </Stack>
    </form>
  );
}
