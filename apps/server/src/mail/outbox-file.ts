import fs from 'node:fs/promises';

/**
 * Writes a file of the mail outbox folder whole or not at all (a temporary name, then a rename):
 * scripts and tests that read the folder while the shop writes to it never see half a file.
 */
export async function writeOutboxFile(file: string, content: string | Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
}
