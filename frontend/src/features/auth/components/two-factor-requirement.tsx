import { useId, useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
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
  const id = useId();
  // The switch moves at once; it returns to the server's answer if the change fails.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const label = `Require two-factor authentication for everyone at ${companyName}`;

  if (policy.isPending) return <p aria-busy="true">Loading the company policy…</p>;
  if (policy.isError) return <FormStatus error={policy.error} />;
  const required = chosen ?? policy.data.required;

  return (
    <div className="stack">
      <FormStatus
        error={update.error}
        success={
          update.isSuccess
            ? update.data.required
              ? `Everyone at ${companyName} now needs two-factor authentication to log in.`
              : `Two-factor authentication is now optional at ${companyName}.`
            : null
        }
      />
      <div className="switch-field">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch-field__input"
          checked={required}
          disabled={update.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            setChosen(next);
            update.mutate({ companyId, required: next }, { onSettled: () => setChosen(null) });
          }}
        />
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
      </div>
      <p className="switch-field__hint">
        Members who have not set up two-factor authentication are asked to do so at their next login.
      </p>
    </div>
  );
}
