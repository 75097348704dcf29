import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { COMPANY_HEADER, CORRELATION_HEADER } from '@esg/contracts';
import { PACK_ASSEMBLY_HEADER, PACK_ASSEMBLY_SECRET } from '../auth/auditor-gate';

const FORWARDED = ['authorization', COMPANY_HEADER, CORRELATION_HEADER] as const;

export interface InnerAnswer {
  status: number;
  body: Buffer;
  json<T>(): T;
}

/**
 * One read on the caller's behalf through the process's own HTTP pipeline (as FanOut does for search):
 * in standalone it reaches the service's controller in this process, in cluster mode the proxy and the
 * service, with the same guards, so the service applies its own rules to the caller. Used to assemble an
 * assurance pack (ADR 0217); the pack-assembly header lets an auditor's reads pass as part of their download.
 */
@Injectable()
export class InnerRead {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  get(url: string, headers: Record<string, string | string[] | undefined>): Promise<InnerAnswer> {
    return this.send('GET', url, headers);
  }

  /** A stateless calculation (it changes nothing), e.g. the PCAF one an assurance pack shows (ADR 0219). */
  calculate(
    url: string,
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<InnerAnswer> {
    return this.send('POST', url, headers, body);
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string | string[] | undefined>,
    body?: unknown,
  ): Promise<InnerAnswer> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const forwarded: Record<string, string> = { [PACK_ASSEMBLY_HEADER]: PACK_ASSEMBLY_SECRET };
    for (const name of FORWARDED) {
      const value = headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    if (body !== undefined) forwarded['content-type'] = 'application/json';
    const response = await fastify.inject({
      method,
      url,
      headers: forwarded,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const raw = response.rawPayload;
    return { status: response.statusCode, body: raw, json: <T>() => JSON.parse(raw.toString('utf8')) as T };
  }
}
