export * from './event-bus.port';
export * from './bus-support';
export * from './in-process.bus';
export * from './redis-streams.bus';
export { openRedis, redisAddress } from './redis-connection';
export * from './kafka.bus';
export * from './kafka-cloudevents';
export * from './outbox-relay';
export * from './idempotent-consumer';
