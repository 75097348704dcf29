import type { FastifyRequest } from 'fastify';
import type { Store } from '@esg/persistence';
import { GatewayErrors } from '../domain/gateway.errors';
import { liveChallenge, type TwoFactorChallenge } from './challenges';
import type { SessionService } from './sessions';

/**
 * Who is enrolling in two-factor: a signed-in user (bearer token), or a user in the middle of a login
 * that their company's policy stopped until they enrol (enrolment challenge token).
 */
export async function enrollingUser(
  request: FastifyRequest,
  challengeToken: string | undefined,
  deps: { store: Store; sessions: SessionService },
): Promise<{ userId: number; challenge: TwoFactorChallenge | null }> {
  if (challengeToken !== undefined) {
    const challenge = await liveChallenge(deps.store, challengeToken, ['enrol']);
    return { userId: challenge.userId, challenge };
  }
  const principal = await deps.sessions.authenticate(request.headers.authorization);
  if (!principal) throw GatewayErrors.authenticationRequired();
  return { userId: principal.userId, challenge: null };
}
