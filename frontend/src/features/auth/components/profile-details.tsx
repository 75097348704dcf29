import { Link } from '@tanstack/react-router';
import { FormStatus } from '@/components/ui/form-status';
import { useMe } from '../api/get-me';

const ROLE_NAMES = {
  admin: 'Platform administrator',
  gp: 'General partner',
  lp: 'Limited partner',
  pc: 'Portfolio company',
};

/** The signed-in user's profile (/profile). */
export function ProfileDetails() {
  const me = useMe();
  if (me.isPending) return <p aria-busy="true">Loading your profile…</p>;
  if (me.isError) return <FormStatus error={me.error} />;
  const user = me.data;
  return (
    <div className="card">
      <dl className="details">
        <dt>Name</dt>
        <dd>{user.name}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_NAMES[user.role]}</dd>
        {user.permission ? (
          <>
            <dt>Permission</dt>
            <dd>{user.permission}</dd>
          </>
        ) : null}
        <dt>Two-factor authentication</dt>
        <dd>{user.twoFactorEnabled ? 'On' : 'Off'}</dd>
      </dl>
      <div className="card__actions">
        <Link to="/edit-profile" className="button button--primary">
          Edit profile
        </Link>
        <Link to="/profile-settings" className="button button--secondary">
          My Account
        </Link>
      </div>
    </div>
  );
}
