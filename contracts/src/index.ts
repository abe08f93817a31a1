export * from './auth.ts';
export * from './enums.ts';
export * from './format.ts';
export * from './http.ts';
export * from './permissions.ts';
export * from './policies.ts';
export * from './roles.ts';
