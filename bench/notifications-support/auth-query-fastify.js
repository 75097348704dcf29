// The second baseline of bench/notifications-gateway-overhead.ts: GET /api/notifications/counts as a bare
// Fastify route doing the same work as the standalone app's answer (the same token check, the same
// SQLite read of the caller's counter, the same answer) with none of the app's layers: no Nest, no
// session or X-Company-ID check, no security headers, correlation id, metrics, cookies or compression.
// What the app spends above this is the price of those layers. Runs the compiled libraries (dist/).
'use strict';
const { join } = require('node:path');
const root = join(__dirname, '..', '..');
const { loadConfig } = require(join(root, 'libs', 'platform', 'dist', 'config.js'));
const { verifyAccessToken } = require(join(root, 'libs', 'platform', 'dist', 'jwt.js'));
const { principalFromClaims } = require(join(root, 'libs', 'platform', 'dist', 'http', 'principal.js'));
const { SqliteStore } = require(join(root, 'libs', 'persistence', 'dist', 'index.js'));
const notifications = join(root, 'services', 'notifications', 'dist');
const { notificationsMigrations, NOTIFICATION_COUNTERS } = require(
  join(notifications, 'infrastructure', 'migrations.js'),
);
const { countsOf } = require(join(notifications, 'projections', 'notifications.projection.js'));

async function main() {
  const config = loadConfig('standalone');
  const store = SqliteStore.open({
    file: join(config.dataDir, 'notifications.sqlite'),
    migrations: notificationsMigrations,
  });
  // A counter for every demo user, so the read finds a row as the app's does.
  await store.transaction(async (tx) => {
    for (let userId = 1; userId <= 100; userId++)
      await tx.put(NOTIFICATION_COUNTERS, { id: String(userId), userId, total: 5, unread: 2 });
  });
  const fastify = require('fastify')({ logger: false });
  fastify.get('/ready', async () => ({ status: 'ready' }));
  fastify.get('/api/notifications/counts', async (request, reply) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const claims = token ? await verifyAccessToken(token, config.jwt) : null;
    if (!claims) return reply.status(401).send({ statusCode: 401, code: 'AUTH.INVALID_TOKEN' });
    const principal = principalFromClaims(claims);
    return { data: await countsOf(store, principal.userId) };
  });
  await fastify.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
