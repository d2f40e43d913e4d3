export * from './api/index.ts';
export * from './rules/index.ts';
