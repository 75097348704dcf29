export * from './wait-for';
export * from './redis-server';
