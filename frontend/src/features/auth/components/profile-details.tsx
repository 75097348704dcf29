import { Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { labelText } from '@esg/contracts/labels';
import { FormAlert } from '@/components/ui/form-alert';
import { useMe } from '../api/get-me';
import { ButtonLink } from '@/components/ui/links';

/** The signed-in user's profile (/profile). */
export function ProfileDetails() {
  const me = useMe();
  if (me.isPending) return <Loader size="sm" role="status" aria-label="Loading your profile" />;
  if (me.isError) return <FormAlert error={me.error} />;
  const user = me.data;
  const facts: Array<[string, string]> = [
    ['Name', user.name],
    ['Email', user.email],
    ['Role', user.role === 'admin' ? 'Platform administrator' : labelText('companyType', user.role)],
    ...(user.permission ? ([['Permission', user.permission]] as Array<[string, string]>) : []),
    ['Two-factor authentication', user.twoFactorEnabled ? 'On' : 'Off'],
  ];
  return (
    <Card maw={640}>
      <Stack gap="lg">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <ButtonLink to="/edit-profile">Edit profile</ButtonLink>
          <ButtonLink to="/profile-settings" variant="default">
            My Account
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
