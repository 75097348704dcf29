import { DomainError } from '@esg/platform';

/**
 * Runs a call so that its domain errors answer `<the spec's default message (section 8)>: <reason>`,
 * keeping their code and status. A plain wrapper, not a global Nest interceptor: in standalone a
 * global interceptor would sit on every route of every service (an interceptor costs each request
 * an rxjs pipeline and an async-context bind; see docs/benchmarks.md, gateway overhead).
 */
export async function withFailureMessage<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError)
      throw new DomainError(error.code, `${message}: ${error.message}`, error.details);
    throw error;
  }
}
