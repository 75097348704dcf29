export * from './metrics';
export * from './frameworks';
export * from './values';
export * from './responses';
export * from './response-definition';
export * from './imports';
export * from './tcfd-handovers';
export * from './quality';
