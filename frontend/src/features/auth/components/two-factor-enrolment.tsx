import { useState } from 'react';
import {
  Button,
  Code,
  Group,
  Image,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TwoFactorConfirmation } from '@esg/contracts/auth';
import { totpCodeFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useTwoFactorEnrolment } from '../api/enrol-two-factor';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';

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
  const form = useZodForm(totpCodeFormSchema, { code: '' });

  if (confirmation) {
    return (
      <Stack component="section" gap="md" aria-labelledby="recovery-codes-heading">
        <Title order={2} id="recovery-codes-heading">
          Recovery codes
        </Title>
        <Text>
          Two-factor authentication is on. Keep these recovery codes somewhere safe: each can be used once
          instead of a code if you lose your phone. They are shown only this once.
        </Text>
        <SimpleGrid
          cols={2}
          spacing="xs"
          component="ul"
          aria-label="Recovery codes"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {confirmation.recoveryCodes.map((code) => (
            <li key={code}>
              <Code fz="sm">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Button fullWidth onClick={() => onDone(confirmation)}>
          I have saved my recovery codes
        </Button>
      </Stack>
    );
  }

  if (enrolment.isPending)
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" role="status" aria-label="Preparing two-factor authentication" />
        <Text>Preparing two-factor authentication…</Text>
      </Group>
    );
  if (enrolment.isError) return <FormAlert error={enrolment.error} />;
  const { qrCode, secret } = enrolment.data;

  return (
    <Stack component="section" gap="md" aria-labelledby="enrol-heading">
      <Title order={2} id="enrol-heading">
        Set up two-factor authentication
      </Title>
      <List type="ordered" spacing={4} size="sm">
        <List.Item>
          Scan this QR code with an authenticator app (such as Google Authenticator or Authy).
        </List.Item>
        <List.Item>Or type this key into the app by hand.</List.Item>
        <List.Item>Enter the 6-digit code the app shows.</List.Item>
      </List>
      <Image src={qrCode} w={180} h={180} alt="QR code for your authenticator app" />
      <Text size="sm">
        Key: <Code aria-label="Manual entry key">{secret}</Code>
      </Text>
      <form
        noValidate
        aria-busy={confirm.isPending}
        onSubmit={form.submit(({ code }) =>
          confirm.mutate(challengeToken ? { code, challengeToken } : { code }, {
            onSuccess: setConfirmation,
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert error={confirm.error} />
          <TextInput
            label="Authentication Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.getInputProps('code')}
          />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            Confirm
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
