// The baseline of bench/notifications-gateway-overhead.ts: a bare Fastify hello-world.
'use strict';
const fastify = require('fastify')({ logger: false });
fastify.get('/', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
