export * from './audit.ts';
export * from './facilities.ts';
export * from './identity.ts';
export * from './meta.ts';
export * from './notifications.ts';
export * from './providers.ts';
export * from './reference.ts';
export * from './roles.ts';
