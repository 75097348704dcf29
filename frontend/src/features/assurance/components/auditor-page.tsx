import { Alert, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { ASSURANCE_SCOPE_LABELS } from '@esg/contracts/labels';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { AssurancePackButton } from '@/shared/assurance/assurance-pack-button';
import { useMyAuditorGrant } from '../api/my-grant';

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * /assurance: what the signed-in auditor was invited to read — one fund, company or PAI report and one
 * period, until a date — and the download of its assurance pack (docs/assurance.md).
 */
export function AuditorPage() {
  const grant = useMyAuditorGrant();
  const g = grant.data;
  return (
    <>
      <PageHeader
        title="Assurance"
        description="The data you were invited to audit, and its assurance pack."
      />
      {grant.isError ? (
        <EmptyState
          title="Your access could not be read."
          description="Sign out and in again, or ask the investor who invited you."
        />
      ) : !g ? (
        <Text c="dimmed">Loading…</Text>
      ) : (
        <Stack gap="md" maw={880}>
          {g.expired ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title="Your access has ended"
            >
              Your access ended on {day(g.expiresOn)}. Ask {g.invitedBy?.name ?? 'the investor'} for a new
              invitation.
            </Alert>
          ) : null}
          <Card p="lg">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {ASSURANCE_SCOPE_LABELS[g.scope].label}
              </Text>
              <Title order={2} size="h3">
                {g.scopeName}, {g.period}
              </Title>
              <Text size="sm">
                Invited by {g.invitedBy?.name ?? 'the investor'}; access until {day(g.expiresOn)}.
              </Text>
              <Group mt="xs">
                <AssurancePackButton
                  scope={g.scope}
                  id={g.scopeId}
                  period={g.period}
                  name={g.scopeName}
                  variant="filled"
                  disabled={g.expired}
                />
              </Group>
            </Stack>
          </Card>
          <Card p="lg">
            <Stack gap="xs">
              <Title order={3} size="h4">
                What the pack holds
              </Title>
              <List size="sm" spacing={4}>
                <List.Item>
                  Every value of the period with each version, who entered it and when, and the reviews.
                </List.Item>
                <List.Item>The investor’s overrides, with the company’s original values kept.</List.Item>
                <List.Item>
                  The data-quality flags, the companies’ explanations and the investor’s resolutions.
                </List.Item>
                <List.Item>
                  The documents behind the values, with the page or cell each value is read from.
                </List.Item>
                <List.Item>
                  How each PAI figure was calculated: inputs, formula and the regulation’s version.
                </List.Item>
                <List.Item>
                  The log of what happened to the data in the period, and a guide to every file.
                </List.Item>
              </List>
            </Stack>
          </Card>
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            Your access is read-only and covers this pack alone. The investor sees each of your requests.
          </Alert>
        </Stack>
      )}
    </>
  );
}
