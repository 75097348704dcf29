export * from './envelope';
export * from './api';
export * from './auth';
export * from './socket';
export * from './events/registry';
export * from './events/data-collection.events';
export * from './routing';
export * from './events/gateway.events';
