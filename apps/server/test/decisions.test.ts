import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The project's documents stand on their own: every decision says when it was taken and whether
// it still holds, the index lists them all, and no link leads outside the repository.
const repo = path.resolve(import.meta.dirname, '../../..');
const decisionsDir = path.join(repo, 'docs/decisions');
const decisionFiles = fs.readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
const index = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');

/** The header every decision starts with: `# NNN: title`, a blank line, `Date:` and `Status:`. */
function headerOf(name: string) {
  const [title = '', blank, date = '', status = ''] = fs.readFileSync(path.join(decisionsDir, name), 'utf8').split('\n');
  return {
    number: /^# (\d{3}): \S/.exec(title)?.[1],
    blank,
    date: /^Date: (\d{4}-\d{2}-\d{2})\s*$/.exec(date)?.[1],
    status: /^Status: (proposed|accepted|superseded by \d{3})$/.exec(status)?.[1],
  };
}

describe('decisions', () => {
  it.each(decisionFiles)('%s starts with its number, a date and a status', (name) => {
    const header = headerOf(name);
    expect(header, 'expected "# NNN: title", "", "Date: YYYY-MM-DD", "Status: accepted" (or "proposed", or "superseded by NNN")')
      .toEqual({ number: name.slice(0, 3), blank: '', date: expect.any(String), status: expect.any(String) });
    const replacement = header.status?.match(/superseded by (\d{3})/)?.[1];
    if (replacement) expect(decisionFiles.some((other) => other.startsWith(`${replacement}-`))).toBe(true);
  });

  it('numbers each decision once', () => {
    const numbers = decisionFiles.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(decisionFiles)('the index lists %s with its status', (name) => {
    const { status } = headerOf(name);
    expect(index).toContain(`](${name}) |`);
    expect(index.split('\n').find((line) => line.includes(`](${name})`))).toMatch(new RegExp(`\\| ${status} \\|$`));
  });
});

describe('documents', () => {
  it('link to nothing outside the repository', () => {
    const documents = ['README.md', ...fs.readdirSync(path.join(repo, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md')).map((name) => path.join('docs', name))];
    const outside = documents.filter((name) => /\]\(\.\.\/(\.\.\/)*shared|\]\(\/work\//.test(fs.readFileSync(path.join(repo, name), 'utf8')));
    expect(outside).toEqual([]);
  });
});
