export * from './accounts.ts';
export * from './files.ts';
export * from './ledgers.ts';
export * from './platform.ts';
export * from './trees.ts';
export * from './economy.ts';
export * from './seasons.ts';
export * from './content.ts';
