import { DEMO_COMPANIES, DEMO_TEAM_INVITATIONS, type ServiceRuntime } from '@esg/platform';
import { readUser } from '../domain/user';
import { findUserByEmail, inviteUser } from './accounts';

/**
 * Demo team members invited and not yet signed in, through the same invitation code as the access
 * manager (events and mails included). Idempotent: an e-mail that has an account is skipped.
 */
export async function seedDemoTeam(runtime: ServiceRuntime): Promise<void> {
  await runtime.store.transaction(async (tx) => {
    for (const demo of DEMO_TEAM_INVITATIONS) {
      if (await findUserByEmail(tx, demo.email)) continue;
      const company = DEMO_COMPANIES.find((c) => c.id === demo.company_id);
      if (!company || company.type === 'admin') continue;
      const inviter = readUser(await tx.get('users', String(demo.invited_by)));
      await inviteUser(tx, runtime.config, {
        name: demo.name,
        email: demo.email,
        role: company.type,
        permission: demo.permission,
        companyId: company.id,
        primary: false,
        invitedBy: inviter ? { userId: inviter.userId, name: inviter.name, email: inviter.email } : null,
      });
    }
  });
}
