import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { AccessClaims, Permission, Role } from '@esg/contracts';

/** Who is calling: taken from a verified access token. */
export interface Principal {
  userId: number;
  sessionId: string;
  role: Role;
  permission: Permission | null;
  companyId: number | null;
}

export function principalFromClaims(claims: AccessClaims): Principal {
  return {
    userId: Number(claims.sub),
    sessionId: claims.sid,
    role: claims.role,
    permission: claims.permission,
    companyId: claims.companyId,
  };
}

export interface RequestWithPrincipal {
  principal?: Principal;
  headers: Record<string, string | string[] | undefined>;
}

export const IS_PUBLIC = 'esg:is-public';
/** Marks a route that needs no access token (login, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => {
  const request = ctx.switchToHttp().getRequest<RequestWithPrincipal>();
  if (!request.principal) throw new Error('CurrentPrincipal used on a public route');
  return request.principal;
});
