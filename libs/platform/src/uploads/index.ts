export * from './inspect-upload';
export * from './policies';
export * from './archive';
export * from './names';
