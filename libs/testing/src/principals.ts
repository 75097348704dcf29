import { DEMO_USERS, signAccessToken, type DemoUser } from '@esg/platform';

/**
 * A signed access token for a demo user, for service tests that host a service without the gateway
 * (the service verifies tokens itself; there is no session to check).
 */
export function accessTokenFor(
  who: string | DemoUser,
  secret: string,
  overrides: Partial<{ companyId: number | null }> = {},
): string {
  const user = typeof who === 'string' ? DEMO_USERS.find((u) => u.email === who) : who;
  if (!user) throw new Error(`No demo user ${typeof who === 'string' ? who : who.email}`);
  return signAccessToken(
    {
      sub: String(user.id),
      sid: `test-session-${user.id}`,
      role: user.role,
      permission: user.permission,
      companyId: overrides.companyId === undefined ? user.company_id : overrides.companyId,
    },
    secret,
    900,
  );
}
