import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** localhost, 127.x.x.x and [::1], with or without a port: where HSTS and Secure cookies do not apply. */
export const isLocalHost = (host: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(host);

/**
 * Security headers on every response of every service (issue 14, finding 6), as helmet sets them:
 * - a Content Security Policy without inline or eval'd script (the SPA is built by Vite into module
 *   scripts from /assets); inline styles are allowed, as the component library sets style attributes
 *   and CSS variables; images may be data: (two-factor QR codes) and blob: (exports); the page may be
 *   framed by nobody (`frame-ancestors 'none'`, and X-Frame-Options: DENY for older browsers);
 * - Referrer-Policy: no-referrer, X-Content-Type-Options: nosniff, and helmet's other defaults;
 * - Strict-Transport-Security outside localhost (behind the TLS-terminating ingress in production);
 * - Cache-Control: no-store on every /api answer that does not set its own (tokens, sessions and
 *   tenant data never sit in a shared or browser cache).
 */
const HELMET_OPTIONS: HelmetOptions = {
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
      // A document the page fetched and shows in a frame (an evidence PDF at its page, ADR 0185).
      frameSrc: ["'self'", 'blob:'],
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
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets with these options, computed once: helmet's middleware is run a single time
 * against a recording response. (@fastify/helmet 13 built the middleware again and re-parsed the CSP on
 * every request: ~11 % of an API call's time, issue 31.) None of the headers depends on the request.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  // helmet calls back with an Error for an option it refuses (a misspelt CSP directive, say)
  if (failure instanceof Error) throw failure;
  if (failure !== undefined) throw new Error('helmet refused the security header options');
  return Object.freeze(headers);
}

export function registerSecurityHeaders(fastify: FastifyInstance): void {
  const headers = securityHeaders();
  // One synchronous hook: the fixed headers, HSTS by host, and no-store under /api, which a handler (or a
  // proxied service's answer) that sets its own Cache-Control replaces.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (!isLocalHost(request.host)) void reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done();
  });
}
