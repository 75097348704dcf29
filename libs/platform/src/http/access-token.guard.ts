import { type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { JwtSettings } from '../config';
import { DomainError } from '../domain-error';
import { verifyAccessToken } from '../jwt';
import { requestContext } from '../logger';
import { IS_PUBLIC, principalFromClaims, type Principal, type RequestWithPrincipal } from './principal';

/** Extra check after the signature, e.g. the gateway's session revocation list. */
export type SessionCheck = (principal: Principal) => Promise<boolean>;
/** A check of the authenticated request itself (the gateway's X-Company-ID scope); throws to refuse. */
export type RequestCheck = (principal: Principal, headers: RequestWithPrincipal['headers']) => Promise<void>;

/**
 * Every non-public route needs a valid bearer access token. In standalone the gateway installs this
 * guard with its session check for the whole process; in cluster mode each service installs it too.
 */
export class AccessTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtSettings,
    private readonly sessionCheck?: SessionCheck,
    private readonly requestCheck?: RequestCheck,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (!token) throw new DomainError('AUTH.UNAUTHENTICATED', 'Authentication required');
    const claims = await verifyAccessToken(token, this.jwt);
    if (!claims) throw new DomainError('AUTH.INVALID_TOKEN', 'The access token is invalid or expired');
    const principal = principalFromClaims(claims);
    if (this.sessionCheck && !(await this.sessionCheck(principal))) {
      throw new DomainError('AUTH.SESSION_EXPIRED', 'The session has ended; please log in again');
    }
    request.principal = principal;
    await this.requestCheck?.(principal, request.headers);
    const ctx = requestContext.getStore();
    if (ctx) ctx.userId = String(principal.userId);
    return true;
  }
}
