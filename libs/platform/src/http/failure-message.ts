import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, type Observable } from 'rxjs';
import { DomainError } from '../domain-error';

/**
 * The one way a call answers a failure with the spec's default message (section 8) in front of the
 * specific reason: `<default message>: <reason>`, keeping the error's code, status and details.
 * Codes in `keep` answer their own message unchanged (a line the spec fixes word for word).
 *
 * Two entry points share it: `@FailureMessage(...)` on a Nest route (covers its pipes and handler),
 * and `withFailureMessage(...)` around the work of a plain route (ADR 0133), which has no Nest pipeline.
 */
export function failedWith(error: unknown, message: string, keep: readonly string[] = []): unknown {
  if (!(error instanceof DomainError) || keep.includes(error.code)) return error;
  return error.withMessage(`${message}: ${error.message}`);
}

export async function withFailureMessage<T>(
  message: string,
  work: () => Promise<T>,
  keep: readonly string[] = [],
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw failedWith(error, message, keep);
  }
}

/** The metadata key of a route's default failure message (read also by `RequireAbility`'s refusal). */
export const FAILURE_MESSAGE = 'esg:failure-message';
const FAILURE_MESSAGE_KEEP = 'esg:failure-message-keep';

@Injectable()
export class FailureMessageInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message = this.reflector.get<string | undefined>(FAILURE_MESSAGE, context.getHandler());
    const keep = this.reflector.get<string[] | undefined>(FAILURE_MESSAGE_KEEP, context.getHandler());
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw message ? failedWith(error, message, keep) : error;
      }),
    );
  }
}

/** A route's default failure message (spec section 8), put in front of each domain error's reason. */
export const FailureMessage = (message: string, options: { keep?: readonly string[] } = {}) =>
  applyDecorators(
    SetMetadata(FAILURE_MESSAGE, message),
    SetMetadata(FAILURE_MESSAGE_KEEP, options.keep ?? []),
    UseInterceptors(FailureMessageInterceptor),
  );
