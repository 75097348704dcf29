import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { COMPANY_HEADER, CORRELATION_HEADER } from '@esg/contracts';

/** A source that has not answered within this is reported missing; the others still count. */
export const SOURCE_TIMEOUT_MS = 5_000;

/** The caller's headers a fanned-out call carries: who it is and which company it acts for. */
const FORWARDED = ['authorization', COMPANY_HEADER, CORRELATION_HEADER, 'x-requested-with'] as const;

export interface FanOutResult<T> {
  /** The items of every source that answered, in the order of the sources. */
  items: T[];
  /** Sources that failed or did not answer in time (not those that refused the caller). */
  missing: string[];
}

/**
 * Asks several services the same question on the caller's behalf and merges their answers (global
 * search, the start page). Each call goes through the process's own HTTP pipeline with
 * `fastify.inject`: in standalone it reaches the service's controller in this process, in cluster
 * mode the gateway's proxy route and then the service over HTTP, with the same guards and access
 * rules as a call from the browser. A source that refuses the caller (401/403/404: the feature is
 * not theirs) contributes nothing and is not an error.
 */
@Injectable()
export class FanOut {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async ask<T>(
    paths: readonly { source: string; url: string }[],
    headers: Record<string, string | string[] | undefined>,
    schema: z.ZodType<{ data: T[] }>,
  ): Promise<FanOutResult<T>> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    const answers = await Promise.all(
      paths.map(async ({ source, url }) => {
        try {
          const response = await withTimeout(
            fastify.inject({ method: 'GET', url: `/api${url}`, headers: forwarded }),
            SOURCE_TIMEOUT_MS,
          );
          if ([401, 403, 404].includes(response.statusCode)) return { source, items: [] as T[] };
          if (response.statusCode !== 200) return { source, items: null };
          const parsed = schema.safeParse(response.json());
          return { source, items: parsed.success ? parsed.data.data : null };
        } catch {
          return { source, items: null };
        }
      }),
    );
    return {
      items: answers.flatMap((a) => a.items ?? []),
      missing: answers.filter((a) => a.items === null).map((a) => a.source),
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The message of a merged answer that lacks some sources. */
export function missingMessage(missing: readonly string[]): string | undefined {
  if (missing.length === 0) return undefined;
  return `Some results may be missing: ${missing.join(', ')} did not answer`;
}
