export * from './envelope.ts';
export * from './paths.ts';
export * from './branding.ts';
export * from './catalogue.ts';
export * from './accounts.ts';
export * from './addresses.ts';
export * from './client.ts';
export * from './images.ts';
