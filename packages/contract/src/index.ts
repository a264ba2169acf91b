export * from './accounts.ts';
export * from './errors.ts';
export * from './password-strength.ts';
export * from './paths.ts';
export * from './rules.ts';
