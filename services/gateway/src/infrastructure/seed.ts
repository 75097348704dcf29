import { randomUUID } from 'node:crypto';
import { createEvent } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS, type ServiceRuntime } from '@esg/platform';
import { hashPassword } from '../auth/password';
import type { UserAccount } from '../domain/user';

/** Demo accounts (README lists them). Idempotent: an existing account is left untouched. */
export async function seedGateway(runtime: ServiceRuntime): Promise<void> {
  const missing: Array<(typeof DEMO_USERS)[number]> = [];
  for (const demo of DEMO_USERS) if (!(await runtime.store.get('users', String(demo.id)))) missing.push(demo);
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await runtime.store.transaction(async (tx) => {
    for (const demo of missing) {
      if (await tx.get('users', String(demo.id))) continue;
      const user: UserAccount = {
        id: String(demo.id),
        userId: demo.id,
        uid: randomUUID(),
        name: demo.name,
        email: demo.email,
        role: demo.role,
        permission: demo.permission,
        company_id: demo.company_id,
        visiting_company_id: null,
        // Spec 6.1: the primary user is the one whose e-mail is the company's contact e-mail.
        is_primary: DEMO_COMPANIES.some((c) => c.id === demo.company_id && c.contact_email === demo.email),
        passwordHash,
        twoFactor: null,
        createdAt: new Date().toISOString(),
      };
      await tx.insert('users', user);
      await tx.append([
        createEvent({
          type: 'gateway.user.registered.v1',
          source: 'gateway',
          subject: demo.id,
          companyId: demo.company_id,
          aggregateVersion: 1,
          data: {
            userId: demo.id,
            companyId: demo.company_id,
            role: demo.role,
            permission: demo.permission,
            email: demo.email,
            name: demo.name,
            active: true,
          },
        }),
      ]);
    }
  });
  runtime.logger.info({ users: missing.map((u) => u.email) }, 'seeded demo users');
}
