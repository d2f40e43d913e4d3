// The console API's contract, shared by the server and apps/console (decision 021).
export * from './calls.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './client.ts';
export * from './images.ts';
export * from './access.ts';
export * from './staff.ts';
export * from './lists.ts';
export * from './products.ts';
export * from './sizes.ts';
export * from './categories.ts';
export * from './audit.ts';
export type { ConsoleCallFn, ConsoleCallInput, ConsoleRawFn } from './transport.ts';
export * from './jobs.ts';
export * from './orders.ts';
export * from './dashboard.ts';
export * from './summaries.ts';
