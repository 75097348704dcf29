import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute } from '@esg/access-policy';
import {
  API_KEY_HEADER,
  ACTION_PLAN_FILE_MAX_BYTES,
  ACTION_PLAN_FILES_PER_UPLOAD,
  routeTable,
  type ApiError,
} from '@esg/contracts';
import {
  DomainError,
  ErrorStatusTable,
  PLATFORM_ERRORS,
  registerMultipart,
  sendRevalidated,
  toApiError,
  type ServiceName,
  type ServiceRuntime,
} from '@esg/platform';
import { GATEWAY_ERRORS } from '../domain/gateway.errors';
import { assertCompanyHeader } from '../auth/company-scope';
import { assertWorkplaceWritable } from '../auth/contract-gate';
import { AuditorGate } from '../auth/auditor-gate';
import type { ApiKeyAuthenticator } from '../auth/api-keys';
import { registerApiDocs } from './api-docs';
import type { SessionService } from '../auth/sessions';
import type { SocketHub } from '../socket/socket-hub';

/** Refusals of the proxy's own checks (session, X-Company-ID). */
const PROXY_ERRORS = new ErrorStatusTable([PLATFORM_ERRORS, GATEWAY_ERRORS]);

/** Methods that change nothing: a read-only workplace may still make them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cache must keep the Brotli, gzip and plain copies of a file apart. */
const varyByEncoding = (response: { setHeader(name: string, value: string): unknown }): void => {
  response.setHeader('vary', 'accept-encoding');
};

/** Where the built SPA is: frontend/dist at the repository root (WEB_DIST overrides it). */
export function webDist(): string {
  return process.env.WEB_DIST ?? resolve(__dirname, '..', '..', '..', '..', 'frontend', 'dist');
}

/**
 * The gateway's HTTP surface beyond its controllers: cookies, Socket.IO, the SPA's files with a
 * fallback to index.html for client-side routes, and in cluster/production the proxy to each service.
 */
export async function configureGatewayHttp(
  fastify: FastifyInstance,
  runtime: ServiceRuntime,
  hosted: readonly ServiceName[],
  deps: { sessions: () => SessionService; hub: SocketHub; apiKeys: ApiKeyAuthenticator },
): Promise<void> {
  // X-API-Key becomes an ordinary bearer request before any route, proxied or hosted, sees it; then
  // a write from a read-only workplace (an ended or demo contract, an outside party) is refused
  // (auth/contract-gate.ts, docs/access-policy.md rules 100-103).
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await deps.apiKeys.admit(request);
      // A read-only workplace writes nothing, whichever service the write is for.
      if (!READS.has(request.method)) {
        const principal = await deps.sessions().authenticate(request.headers.authorization);
        if (principal) await assertWorkplaceWritable(runtime.store, principal, request.method, request.url);
      }
    } catch (error) {
      const body = toApiError(error, PROXY_ERRORS);
      const retryAfter = error instanceof DomainError ? error.details?.retryAfterSeconds : undefined;
      if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
      if (body.statusCode === 403)
        runtime.logger.warn({ code: body.code, reason: body.message }, 'access denied');
      return void reply.status(body.statusCode).send(body);
    }
  };
  // A callback hook, not an async one: a read without X-API-Key (almost every call) has nothing to check
  // here and goes on at once, without the promise and microtask an async hook costs on every request
  // (issue 31). A keyed request or a write takes the full path above, exactly as strict.
  // An auditor's request (rules 140-144) is decided and logged first, whatever it is for (auth/auditor-gate.ts).
  const auditors = new AuditorGate(runtime, deps.sessions);
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!auditors.awaitsLog(request)) return done();
    auditors.answered(request, reply).then(
      () => done(),
      (error: unknown) => {
        runtime.logger.error({ err: error }, 'the auditor access log was not written');
        done();
      },
    );
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (auditors.applies(request)) {
      auditors.admit(request, reply).then(() => {
        if (reply.sent) return;
        if (READS.has(request.method)) return done();
        admit(request, reply).then(() => {
          if (!reply.sent) done();
        }, done);
      }, done);
      return;
    }
    if (
      !request.url.startsWith('/api/') ||
      (request.headers[API_KEY_HEADER] === undefined && READS.has(request.method))
    )
      return done();
    admit(request, reply).then(() => {
      if (!reply.sent) done();
    }, done);
  });
  await fastify.register(fastifyCookie);
  registerApiDocs(fastify, runtime, hosted);
  // Feedback screenshots (issue 13). The same outer bound as the other services: in standalone they
  // share this server and the first registration's limits hold; each route reads with its own.
  await registerMultipart(fastify, {
    fileSize: ACTION_PLAN_FILE_MAX_BYTES,
    files: ACTION_PLAN_FILES_PER_UPLOAD,
  });
  deps.hub.attach(fastify.server);
  fastify.addHook('onClose', async () => deps.hub.close());

  // Longest prefix first (calculations/carbon before any calculations), as routeOwner decides. The
  // proxies live in a scope of their own without the multipart parser: a body they forward (an
  // upload to data-collection) must reach the service as it came, not be claimed by the gateway.
  await fastify.register(async (proxies) => {
    if (proxies.hasContentTypeParser('multipart/form-data'))
      proxies.removeContentTypeParser('multipart/form-data');
    for (const { prefix, service } of routeTable()) {
      if (service === 'gateway' || hosted.includes(service)) continue;
      const upstream = runtime.config.serviceUrls[service];
      if (!upstream) throw new Error(`No URL configured for ${service}`);
      await proxies.register(httpProxy, {
        upstream,
        prefix: `/api/${prefix}`,
        rewritePrefix: `/api/${prefix}`,
        // The service sees the client's address as the gateway resolved it (TRUSTED_PROXIES), never a
        // header the client sent; services trust the gateway as their proxy.
        replyOptions: {
          rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
        },
        preHandler: (request, reply, done) => {
          // The embedded report's page checks its own signed token, not a session (docs/ri-dashboards.md).
          if (/^\/api\/embedded-reports\/[\w-]+\/view(\?|$)/.test(request.url)) return done();
          deps
            .sessions()
            .authenticate(request.headers.authorization)
            .then(async (principal) => {
              if (!principal) {
                const body: ApiError = {
                  statusCode: 401,
                  code: 'AUTH.UNAUTHENTICATED',
                  message: 'Authentication required',
                };
                return void reply.status(401).send(body);
              }
              await assertCompanyHeader(runtime.store, principal, request.headers);
              done();
            })
            .catch((error: unknown) => {
              const body = toApiError(error, PROXY_ERRORS);
              if (body.statusCode === 403)
                runtime.logger.warn({ code: body.code, reason: body.message }, 'access denied');
              void reply.status(body.statusCode).send(body);
            });
        },
      });
    }
  });

  const dist = webDist();
  const index = resolve(dist, 'index.html');
  const hasSpa = existsSync(index);
  if (hasSpa) {
    // Brotli and gzip copies written by the build (frontend/vite.config.ts) are sent to a browser that
    // accepts them; with an ETag and Last-Modified, a repeat visit revalidates instead of downloading.
    // Vite names every file under assets/ by its content's hash: it never changes under that name.
    await fastify.register(fastifyStatic, {
      root: resolve(dist, 'assets'),
      prefix: '/assets/',
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
      setHeaders: varyByEncoding,
    });
    await fastify.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '1h',
      decorateReply: false,
      setHeaders: varyByEncoding,
      // assets/ is served above
      globIgnore: ['assets/**'],
    });
  } else {
    runtime.logger.warn({ dist }, 'the SPA is not built; run `npm run build:web`');
  }
  const indexHtml = () =>
    hasSpa
      ? readFileSync(index, 'utf8')
      : '<!doctype html><title>ESG Platform</title><p>The web app is not built. Run <code>npm run build:web</code>.</p>';
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // API paths and missing files (a stale chunk, say) are real 404s; every other path is a client route.
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      path.startsWith('/socket.io') ||
      /\.[a-z0-9]+$/i.test(path)
    ) {
      const body: ApiError = { statusCode: 404, code: 'NOT_FOUND', message: `Cannot GET ${path}` };
      return reply.status(404).send(body);
    }
    // The SPA renders every path; one outside the route catalogue also answers 404 (spec 2.2).
    const status = matchRoute(path) ? 200 : 404;
    return sendRevalidated(
      request,
      reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8'),
      indexHtml(),
    );
  });
}
