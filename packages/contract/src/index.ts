export * from './accounts.ts';
export * from './errors.ts';
export * from './password-strength.ts';
export * from './paths.ts';
export * from './rules.ts';
export * from './trees.ts';
export * from './format.ts';
export * from './tree-art.ts';
