import { actionPlansError } from '../domain/action-plans.errors';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { COMPANY_HEADER } from '@esg/contracts';
import type { RequestWithPrincipal } from '@esg/platform';
import type { Caller } from '../application/access';

/** The principal and the company it acts for (X-Company-ID, spec 7), for the use cases. */
export const CurrentCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Caller => {
  const request = ctx.switchToHttp().getRequest<RequestWithPrincipal>();
  if (!request.principal) throw new Error('CurrentCaller used on a public route');
  const raw = request.headers[COMPANY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return { principal: request.principal, companyHeader: null };
  if (!/^[1-9][0-9]{0,9}$/.test(value))
    throw actionPlansError('COMPANY.VALIDATION', 'X-Company-ID must be a company id');
  return { principal: request.principal, companyHeader: Number(value) };
});
