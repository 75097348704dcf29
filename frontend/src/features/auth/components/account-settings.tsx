import { Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { FormAlert } from '@/components/ui/form-alert';
import { useMe } from '../api/get-me';
import { TwoFactorRequirement, type CompanyTwoFactorTarget } from './two-factor-requirement';
import { TwoFactorSettings } from './two-factor-settings';
import { ButtonLink } from '@/components/ui/links';

/**
 * My Account (/profile-settings): who you are, your password and two-factor authentication; for the
 * company's primary user and admins (`companyPolicy`), also the company-wide two-factor requirement.
 */
export function AccountSettings({ companyPolicy = null }: { companyPolicy?: CompanyTwoFactorTarget | null }) {
  const me = useMe();
  if (me.isPending) return <Loader size="sm" role="status" aria-label="Loading your account" />;
  if (me.isError) return <FormAlert error={me.error} />;
  const user = me.data;
  return (
    <Stack gap="lg" maw={640}>
      <Card component="section" aria-labelledby="account-details-heading">
        <Title order={2} id="account-details-heading" mb="md">
          Account details
        </Title>
        <Stack gap="sm">
          <TextInput label="Name" value={user.name} readOnly />
          <TextInput label="Email" type="email" value={user.email} readOnly />
          <Group gap="sm" mt="xs">
            <ButtonLink to="/edit-profile" variant="default">
              Edit profile
            </ButtonLink>
            <ButtonLink to="/change-password" variant="default">
              Change password
            </ButtonLink>
          </Group>
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="two-factor-heading">
        <Title order={2} id="two-factor-heading" mb="md">
          Two-factor authentication
        </Title>
        <TwoFactorSettings enabled={user.twoFactorEnabled} />
      </Card>
      {companyPolicy ? (
        <Card component="section" aria-labelledby="company-two-factor-heading">
          <Title order={2} id="company-two-factor-heading" mb="md">
            Company security
          </Title>
          <TwoFactorRequirement key={companyPolicy.companyId} {...companyPolicy} />
        </Card>
      ) : null}
    </Stack>
  );
}
