import 'reflect-metadata';
import { Controller, Get, Module, Query, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import {
  ErrorStatusTable,
  PLATFORM_ERRORS,
  PlainRoute,
  RequireAbility,
  servePlainRoutes,
  ZodPipe,
} from '@esg/platform';
import { z } from 'zod';

/**
 * ADR 0133: a plain route skips Nest's pipeline, so a route that asks for something only that pipeline
 * does (its own guard, such as an ability rule) must fail the start-up, never be served without it.
 */
@Controller('things')
class GuardedController {
  @Get()
  @PlainRoute()
  @RequireAbility(() => false, 'read things')
  list(): string[] {
    return [];
  }
}

@Controller('things')
class PlainController {
  @Get()
  @PlainRoute()
  list(@Query(new ZodPipe(z.object({ n: z.coerce.number() }))) query: { n: number }): number {
    return query.n;
  }
}

async function start(controller: Type<unknown>): Promise<NestFastifyApplication> {
  @Module({ controllers: [controller] })
  class TestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), {
    logger: false,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  servePlainRoutes(fastify, app, 'api', {
    jwt: { secret: 'x'.repeat(32), accessTtlSeconds: 60 } as never,
    checks: {},
    errors: new ErrorStatusTable([PLATFORM_ERRORS]),
    logger: pino({ level: 'silent' }),
  });
  return app;
}

describe('plain routes', () => {
  it('refuse, at start-up, a route with a guard of its own', async () => {
    await expect(start(GuardedController)).rejects.toThrow(
      /GuardedController\.list is a plain route but declares __guards__/,
    );
  });

  it('authenticate by themselves, though no Nest guard is installed: 401 with the guard’s code', async () => {
    const app = await start(PlainController);
    app.setGlobalPrefix('api');
    await app.init();
    const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    const answer = await fastify.inject({ method: 'GET', url: '/api/things?n=2' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    await app.close();
  });
});
