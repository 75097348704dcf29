import { useState } from 'react';
import { Card, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { FormAlert } from '@/components/ui/form-alert';
import { notifySuccess } from '@/lib/notify';
import { useCompanies } from '../api/list-companies';
import { useApiAccess } from '../api/get-api-access';
import { useSetApiAccess } from '../api/set-api-access';

/** Platform admin: open the public API to a company, or close it (which revokes its keys). */
export function ApiAccessPanel() {
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const access = useApiAccess(companyId);
  const change = useSetApiAccess();
  const name = companies.data?.find((c) => c.id === companyId)?.name ?? '';
  return (
    <Card p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            API access by company
          </Title>
          <Text size="sm" c="dimmed">
            The public API is open to the investor dashboard customer and to the companies you open it to.
            Closing it revokes the company’s keys.
          </Text>
        </div>
        <Group align="flex-end" gap="lg">
          <Select
            label="Company"
            placeholder="Choose a company"
            searchable
            w={320}
            data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={companyId === null ? null : String(companyId)}
            onChange={(value) => setCompanyId(value ? Number(value) : null)}
          />
          {companyId !== null && access.data ? (
            <Switch
              label={access.data.enabled ? 'API enabled' : 'API not enabled'}
              checked={access.data.enabled}
              disabled={access.data.fixed || change.isPending}
              description={access.data.fixed ? 'Always open to this customer' : undefined}
              onChange={(event) => {
                const enabled = event.currentTarget.checked;
                change.mutate(
                  { companyId, enabled },
                  {
                    onSuccess: () =>
                      notifySuccess(
                        enabled ? `API opened to ${name}` : `API closed to ${name}; its keys are revoked`,
                      ),
                  },
                );
              }}
            />
          ) : null}
        </Group>
        <FormAlert error={change.error} />
      </Stack>
    </Card>
  );
}
