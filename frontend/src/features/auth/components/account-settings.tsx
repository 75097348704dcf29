import { Link } from '@tanstack/react-router';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useMe } from '../api/get-me';
import { TwoFactorRequirement, type CompanyTwoFactorTarget } from './two-factor-requirement';
import { TwoFactorSettings } from './two-factor-settings';

/**
 * My Account (/profile-settings): who you are, your password and two-factor authentication; for the
 * company's primary user and admins (`companyPolicy`), also the company-wide two-factor requirement.
 */
export function AccountSettings({ companyPolicy = null }: { companyPolicy?: CompanyTwoFactorTarget | null }) {
  const me = useMe();
  if (me.isPending) return <p aria-busy="true">Loading your account…</p>;
  if (me.isError) return <FormStatus error={me.error} />;
  const user = me.data;
  return (
    <>
      <section className="card form-card" aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className="card__title">
          Account details
        </h2>
        <TextField label="Name" value={user.name} readOnly />
        <TextField label="Email" type="email" value={user.email} readOnly />
        <div className="card__actions">
          <Link to="/edit-profile" className="button button--secondary">
            Edit profile
          </Link>
          <Link to="/change-password" className="button button--secondary">
            Change password
          </Link>
        </div>
      </section>
      <section className="card form-card" aria-labelledby="two-factor-heading">
        <h2 id="two-factor-heading" className="card__title">
          Two-factor authentication
        </h2>
        <TwoFactorSettings enabled={user.twoFactorEnabled} />
      </section>
      {companyPolicy ? (
        <section className="card form-card" aria-labelledby="company-two-factor-heading">
          <h2 id="company-two-factor-heading" className="card__title">
            Company security
          </h2>
          <TwoFactorRequirement key={companyPolicy.companyId} {...companyPolicy} />
        </section>
      ) : null}
    </>
  );
}
