import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** localhost, 127.x.x.x and [::1], with or without a port: where HSTS and Secure cookies do not apply. */
export const isLocalHost = (host: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(host);

/**
 * Security headers on every response of every service (issue 14, finding 6), with @fastify/helmet:
 * - a Content Security Policy without inline or eval'd script (the SPA is built by Vite into module
 *   scripts from /assets); inline styles are allowed, as the component library sets style attributes
 *   and CSS variables; images may be data: (two-factor QR codes) and blob: (exports); the page may be
 *   framed by nobody (`frame-ancestors 'none'`, and X-Frame-Options: DENY for older browsers);
 * - Referrer-Policy: no-referrer, X-Content-Type-Options: nosniff;
 * - Strict-Transport-Security outside localhost (behind the TLS-terminating ingress in production);
 * - Cache-Control: no-store on every /api answer that does not set its own (tokens, sessions and
 *   tenant data never sit in a shared or browser cache).
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Set per request below: never on localhost, where there is no TLS.
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!isLocalHost(request.host))
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });
}
