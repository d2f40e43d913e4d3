import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * An address of this spec file's own for X-Forwarded-For (the e2e server trusts one proxy):
 * joining and signing in are limited per address (10 joins an hour), and the console journeys
 * with their retries join more often than that from one machine.
 */
export function ownAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `10.${a}.${b}.${c! % 254 + 1}`;
}

/** A staff member nobody else uses, with a password that meets the registration rules. */
export function newStaff(role: 'owner' | 'manager' | 'packer') {
  const id = crypto.randomBytes(4).toString('hex');
  return { role, name: `Meera ${role} ${id}`, email: `meera.${role}.${id}@example.in`, password: 'Console2026' };
}

/**
 * The join path (/console/join?token=…) of a fresh invitation, made as a reseller would make it:
 * `npm run console:invite` against this run's database (scripts/e2e-server.ts).
 */
export function invitationPath(email: string, role: string): string {
  const port = process.env.E2E_PORT ?? '3100';
  const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/db/cli-console-invite.ts', '--email', email, '--role', role], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: path.join(repo, 'data/e2e', `shop-${port}.sqlite`), PORT: port, LOG_LEVEL: 'warn' },
  });
  const link = /https?:\/\/\S+\/console\/join\?token=\S+/.exec(result.stdout)?.[0];
  if (!link) throw new Error(`console:invite printed no link: ${result.stdout}${result.stderr}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Joins the shop from a fresh invitation with a new staff account; ends on the console. */
export async function joinAsNewStaff(page: Page, staff: ReturnType<typeof newStaff>): Promise<void> {
  await page.goto(invitationPath(staff.email, staff.role));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByLabel('Your name').fill(staff.name);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByLabel('Confirm password').fill(staff.password);
  await page.getByRole('button', { name: /^Join / }).click();
  // Joining hashes the password (Argon2id): slow on a busy machine.
  await expect(page.getByTestId('staff-name').first()).toHaveText(staff.name, { timeout: 20_000 });
}
