export * from './wait-for';
export * from './redis-server';
export * from './principals';
export * from './container-runtime';
export * from './office-files';
export * from './service-processes';
export * from './host-template';
