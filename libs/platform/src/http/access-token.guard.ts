import { type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { JwtSettings } from '../config';
import { platformError } from '../domain-error';
import { verifyAccessToken } from '../jwt';
import { requestContext } from '../logger';
import { IS_PUBLIC, principalFromClaims, type Principal, type RequestWithPrincipal } from './principal';

/** Extra check after the signature, e.g. the gateway's session revocation list. */
export type SessionCheck = (principal: Principal) => Promise<boolean>;
/** A check of the authenticated request itself (the gateway's X-Company-ID scope); throws to refuse. */
export type RequestCheck = (principal: Principal, headers: RequestWithPrincipal['headers']) => Promise<void>;

/** The checks a host adds to the token's signature: the gateway's live session and X-Company-ID scope. */
export interface AccessChecks {
  session?: SessionCheck;
  request?: RequestCheck;
}

/**
 * The one authentication of an API request, used by the Nest guard below and by the routes the host
 * serves without Nest's pipeline (http/plain-route.ts, ADR 0133): a valid bearer access token, then the
 * host's session and request checks; the caller becomes `request.principal` and the log context's user.
 * Throws the domain error the client gets (401 / 403 / 422).
 */
export async function authenticateRequest(
  request: RequestWithPrincipal,
  jwt: JwtSettings,
  checks: AccessChecks = {},
): Promise<Principal> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
  if (!token) throw platformError('AUTH.UNAUTHENTICATED', 'Authentication required');
  const claims = await verifyAccessToken(token, jwt);
  if (!claims) throw platformError('AUTH.INVALID_TOKEN', 'The access token is invalid or expired');
  const principal = principalFromClaims(claims);
  if (checks.session && !(await checks.session(principal))) {
    throw platformError('AUTH.SESSION_EXPIRED', 'The session has ended; please log in again');
  }
  request.principal = principal;
  await checks.request?.(principal, request.headers);
  const ctx = requestContext.getStore();
  if (ctx) ctx.userId = String(principal.userId);
  return principal;
}

/**
 * Every non-public route needs a valid bearer access token. The host installs this guard for the whole
 * process, with the gateway's session and company checks where the gateway is hosted (standalone, and
 * the gateway's own process); a domain service alone in its process checks the token.
 */
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    readonly jwt: JwtSettings,
    readonly checks: AccessChecks = {},
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    await authenticateRequest(
      context.switchToHttp().getRequest<RequestWithPrincipal>(),
      this.jwt,
      this.checks,
    );
    return true;
  }
}
