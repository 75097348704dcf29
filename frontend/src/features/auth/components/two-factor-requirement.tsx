import { useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
import { FormAlert } from '@/components/ui/form-alert';
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/two-factor-policy';

export interface CompanyTwoFactorTarget {
  companyId: number;
  companyName: string;
}

/**
 * The company-wide two-factor requirement (issue 3: "enforceable per company by its admin"), shown
 * to the company's primary user and to admins. When it is on, a member without two-factor is sent
 * to the enrolment at the next login.
 */
export function TwoFactorRequirement({ companyId, companyName }: CompanyTwoFactorTarget) {
  const policy = useTwoFactorPolicy(companyId);
  const update = useSetTwoFactorPolicy();
  // The switch moves at once; it returns to the server's answer if the change fails.
  const [chosen, setChosen] = useState<boolean | null>(null);

  if (policy.isPending) return <Text aria-busy="true">Loading the company policy…</Text>;
  if (policy.isError) return <FormAlert error={policy.error} />;
  const required = chosen ?? policy.data.required;

  return (
    <Stack gap="sm">
      <FormAlert
        error={update.error}
        success={
          update.isSuccess
            ? update.data.required
              ? `Everyone at ${companyName} now needs two-factor authentication to log in.`
              : `Two-factor authentication is now optional at ${companyName}.`
            : null
        }
      />
      <Switch
        label={`Require two-factor authentication for everyone at ${companyName}`}
        description="Members who have not set up two-factor authentication are asked to do so at their next login."
        checked={required}
        disabled={update.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setChosen(next);
          update.mutate({ companyId, required: next }, { onSettled: () => setChosen(null) });
        }}
      />
    </Stack>
  );
}
