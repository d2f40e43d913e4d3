// Real server processes on one database, for the rules that must hold across processes (docs/architecture.md).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';
import { testSessionSecret } from './api-app.ts';

const nodeBinary = path.join(repoRoot, 'node_modules/.bin/node');
const mainModule = path.join(repoRoot, 'apps/server/src/main.ts');
/** A start takes a second or two, but far longer when the tests share two cores with a browser run. */
const startWithinMs = 90_000;

/** A loopback port nothing listens on. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess { child: ChildProcess; origin: string; output: () => string }

/**
 * A real server process (main.ts's startServer) on the shared database: the API only, with no
 * storefront build needed, unless `storefront` is set.
 */
export async function startServerProcess(databaseUrl: string, dataDir: string, env: Record<string, string> = {}, { storefront = false } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(nodeBinary, ['--disable-warning=ExperimentalWarning', '-e', `import(${JSON.stringify(mainModule)}).then((m) => m.startServer(undefined, { storefront: ${storefront} }))`], {
    cwd: repoRoot,
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: path.join(dataDir, `outbox-${port}`), UPLOADS_DIR: path.join(dataDir, 'uploads'), SESSION_SECRET: testSessionSecret, ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => { output += String(chunk); });
  child.stderr!.on('data', (chunk) => { output += String(chunk); });
  const origin = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < startWithinMs;) {
    if (child.exitCode !== null) throw new Error(`The server process exited (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${origin}/api/GetResellerLogo`).then((r) => r.ok, () => false);
    if (ready) return { child, origin, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The server process did not answer within ${startWithinMs / 1000} s:\n${output}`);
}

/** Stops a server process and waits until it has exited. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

