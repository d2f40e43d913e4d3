import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

it('has working defaults: port 3000, SQLite under ./data, demo seeding on', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.DATABASE_URL).toBe(path.join(repoRoot, 'data/haat.sqlite'));
  expect(config.databaseIsPostgres).toBe(false);
  expect(config.SEED_DEMO).toBe(true);
  expect(config.SERVER_TIMING).toBe(false);
  expect(loadConfig({ SERVER_TIMING: 'true' }).SERVER_TIMING).toBe(true);
  expect(() => loadConfig({ SERVER_TIMING: 'yes' })).toThrow('SERVER_TIMING must be true or false');
});

it('accepts a postgres:// URL as it is', () => {
  const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/haat', PORT: '8080', PUBLIC_URL: 'https://shop.example.in' });
  expect(config).toMatchObject({ DATABASE_URL: 'postgres://u:p@db:5432/haat', databaseIsPostgres: true, PORT: 8080 });
});

it('names every bad value in one clear message', () => {
  const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', SEED_DEMO: 'yes' });
  expect(attempt).toThrow(ConfigError);
  try {
    attempt();
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toContain('PORT: PORT must be a number');
    expect(message).toContain('DATABASE_URL: DATABASE_URL must be a SQLite file path or a postgres:// URL');
    expect(message).toContain('PUBLIC_URL: PUBLIC_URL must be an absolute URL');
    expect(message).toContain('SEED_DEMO: SEED_DEMO must be true or false');
  }
  expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 1 and 65535');
});

it('keeps pages for cookie-less visitors 5 s unless told otherwise, and refuses odd values', () => {
  expect(loadConfig({}).PAGE_CACHE_SECONDS).toBe(5);
  expect(loadConfig({ PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0);
  expect(() => loadConfig({ PAGE_CACHE_SECONDS: '2.5' })).toThrow('PAGE_CACHE_SECONDS must be a whole number of seconds');
  expect(() => loadConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow('PAGE_CACHE_SECONDS must be between 0 (off) and 60');
  expect(() => loadConfig({ PAGE_CACHE_SECONDS: 'soon' })).toThrow('PAGE_CACHE_SECONDS must be a number');
});

it('renders pages on one thread per core, at most 4, unless told otherwise, and refuses odd values', () => {
  const cores = os.availableParallelism();
  expect(loadConfig({}).RENDER_WORKERS).toBe(cores > 1 ? Math.min(4, cores) : 0);
  expect(loadConfig({ RENDER_WORKERS: '0' }).RENDER_WORKERS).toBe(0);
  expect(loadConfig({ RENDER_WORKERS: '3' }).RENDER_WORKERS).toBe(3);
  expect(() => loadConfig({ RENDER_WORKERS: '1.5' })).toThrow('RENDER_WORKERS must be a whole number');
  expect(() => loadConfig({ RENDER_WORKERS: '17' })).toThrow('RENDER_WORKERS must be between 0 (render on the main thread) and 16');
  expect(() => loadConfig({ RENDER_WORKERS: 'many' })).toThrow('RENDER_WORKERS must be a number');
});
