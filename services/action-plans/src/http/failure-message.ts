import {
  Injectable,
  SetMetadata,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, type Observable } from 'rxjs';
import { DomainError } from '@esg/platform';

export const FAILURE_MESSAGE = 'action-plans:failure-message';

/** The call's default failure message (spec section 8), put in front of the specific reason. */
export const FailureMessage = (message: string) => SetMetadata(FAILURE_MESSAGE, message);

/**
 * Domain errors of a call answer `<the spec's default message>: <reason>`, keeping their code and
 * status. The feature denial keeps the spec's exact line ('Access denied: Feature ...').
 */
@Injectable()
export class FailureMessageInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message = this.reflector.get<string | undefined>(FAILURE_MESSAGE, context.getHandler());
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!message || !(error instanceof DomainError) || error.code === 'ACTION_PLAN.ACCESS_DENIED')
          throw error;
        throw new DomainError(error.code, `${message}: ${error.message}`, error.details);
      }),
    );
  }
}
