export * from './roles';
export * from './constants';
export * from './errors';
export * from './events';
export * from './schemas/user';
export * from './schemas/diagnostics';
export * from './domain/backoff';
export * from './cities/index';
