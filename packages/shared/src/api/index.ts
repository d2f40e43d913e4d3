export * from './envelope.ts';
export * from './paths.ts';
export * from './branding.ts';
export * from './catalogue.ts';
export * from './client.ts';
export * from './images.ts';
