export * from './aggregate';
export * from './benchmark';
export * from './periods';
export * from './attention';
export * from './benchmark-map';
