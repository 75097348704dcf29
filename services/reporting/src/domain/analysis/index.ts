export * from './aggregate';
export * from './benchmark';
export * from './periods';
export * from './attention';
export * from './trend';
export * from './highlights';
export * from './benchmark-map';
