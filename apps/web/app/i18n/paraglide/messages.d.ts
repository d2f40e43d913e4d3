export * from './messages/_index.js';
export * as m from './messages/_index.js';
