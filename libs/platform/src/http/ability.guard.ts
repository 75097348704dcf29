import {
  applyDecorators,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, platformError } from '../domain-error';
import type { Principal, RequestWithPrincipal } from './principal';

const ABILITY = 'esg:ability';

interface AbilityRule {
  allowed: (principal: Principal) => boolean;
  action: string;
  code: string;
  /** Metadata key of the handler's default failure message (spec 8), put in front of the refusal. */
  failureMessageKey?: string;
}

/**
 * Refuses, with 403 and before any pipe reads the body or a file part, a caller whose role and
 * permission can never do the action (libs/access-policy `mayEver`). It runs after the access-token
 * guard, so the caller is known; checks that need data (this plan, this company) come later, in the
 * use case. The refusal says who cannot do what, never what the body should have been.
 *
 *   @RequireAbility((p) => mayEver('action-plans.create', p), 'create action plans', { code: 'ACTION_PLAN.FORBIDDEN' })
 */
export function RequireAbility(
  allowed: (principal: Principal) => boolean,
  action: string,
  options: { code?: string; failureMessageKey?: string } = {},
): MethodDecorator & ClassDecorator {
  const rule: AbilityRule = { allowed, action, code: options.code ?? 'AUTH.FORBIDDEN', ...options };
  return applyDecorators(SetMetadata(ABILITY, rule), UseGuards(AbilityGuard));
}

export class AbilityGuard implements CanActivate {
  private readonly reflector = new Reflector();

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<AbilityRule | undefined>(ABILITY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const { principal } = context.switchToHttp().getRequest<RequestWithPrincipal>();
    if (!principal) throw platformError('AUTH.UNAUTHENTICATED', 'Authentication required');
    if (!rule.allowed(principal)) {
      const refusal = `${principal.permission ?? principal.role} cannot ${rule.action}`;
      const prefix = rule.failureMessageKey
        ? this.reflector.get<string | undefined>(rule.failureMessageKey, context.getHandler())
        : undefined;
      throw new DomainError(rule.code, prefix ? `${prefix}: ${refusal}` : refusal);
    }
    return true;
  }
}
