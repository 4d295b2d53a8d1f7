import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16.5: the README is one screen and every detail is one click away, inside the repository. Every
 * relative link of every Markdown file resolves (its #anchor too), and nothing links outside the repository.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results', 'playwright-report', 'reports', 'tmp', '.data']);
const README_MAX_LINES = 150;
const DEMO_TRY_MAX_WORDS = 12;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (SKIPPED_FOLDERS.has(name)) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** The text outside fenced code blocks, line numbers kept (code blocks hold commands, not links). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

const withoutInlineCode = (line: string) => line.replace(/`[^`]*`/g, '');

/** The anchors GitHub gives a file's headings (github-slugger: lower case, punctuation dropped, spaces to dashes). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const slug = text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Link {
  readonly file: string;
  readonly line: number;
  readonly target: string;
}

function linksOf(file: string): Link[] {
  const links: Link[] = [];
  proseLines(readFileSync(file, 'utf8')).forEach((raw, index) => {
    const line = withoutInlineCode(raw);
    const targets = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]!),
      ...[...line.matchAll(/<((?:[a-z][a-z0-9+.-]*:)[^\s>]+)>/gi)].map((match) => match[1]!),
      ...[...line.matchAll(/(?<![(<\w/])((?:https?|ftp):\/\/[^\s)>\]]+)/gi)].map((match) => match[1]!),
    ];
    for (const target of targets) links.push({ file, line: index + 1, target });
  });
  return links;
}

const where = (link: Link) => `${relative(ROOT, link.file)}:${link.line}: ${link.target}`;
const isInside = (path: string) => path === ROOT.replace(/[\\/]$/, '') || path.startsWith(ROOT.endsWith(sep) ? ROOT : ROOT + sep);

/** What is wrong with one link, or null. */
function problemOf(link: Link): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.target) || link.target.startsWith('//')) return 'points outside the repository';
  const [pathPart, anchor] = link.target.split('#', 2) as [string, string | undefined];
  const path = pathPart === '' ? link.file : resolve(dirname(link.file), decodeURIComponent(pathPart));
  if (!isInside(path)) return 'points outside the repository';
  if (!existsSync(path)) return 'names nothing';
  if (anchor !== undefined && anchor !== '') {
    if (!path.endsWith('.md')) return 'has an anchor into a file that is not Markdown';
    if (!anchorsOf(path).has(decodeURIComponent(anchor).toLowerCase())) return 'has an anchor no heading gives';
  }
  return null;
}

const files = markdownFiles(ROOT);

describe('Markdown docs (issue 16.5)', () => {
  it('finds the docs', () => {
    const names = files.map((file) => relative(ROOT, file).split(sep).join('/'));
    expect(names).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'cli/README.md', 'adapters/simulator/README.md']));
  });

  it('has every relative link resolve, anchors included, and none point outside the repository', () => {
    const problems = files.flatMap(linksOf).flatMap((link) => {
      const problem = problemOf(link);
      return problem === null ? [] : [`${where(link)} ${problem}`];
    });
    expect(problems).toEqual([]);
  });

  it('names no path outside the repository, not even in code (`../shared/...`)', () => {
    const escaping = files.flatMap((file) =>
      proseLines(readFileSync(file, 'utf8')).flatMap((line, index) =>
        [...line.matchAll(/`((?:\.\.\/)+[^`\s]*)`/g)]
          .filter((match) => !isInside(resolve(dirname(file), match[1]!)))
          .map((match) => `${relative(ROOT, file)}:${index + 1}: ${match[1]}`),
      ),
    );
    expect(escaping).toEqual([]);
  });

  it('keeps README.md to one screen: at most 150 lines', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('says what to try at each demo establishment in 12 words at most', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    const header = readme.findIndex((line) => /^\|\s*establishment\s*\|\s*address\s*\|\s*what to try\s*\|/.test(line));
    expect(header, 'README.md has the demo table (establishment | address | what to try)').toBeGreaterThan(-1);
    const below = readme.slice(header + 2);
    const end = below.findIndex((line) => !line.startsWith('|'));
    const rows = end === -1 ? below : below.slice(0, end);
    expect(rows.length).toBeGreaterThan(0);
    const wordy = rows.filter((row) => row.split('|')[3]!.trim().split(/\s+/).length > DEMO_TRY_MAX_WORDS);
    expect(wordy).toEqual([]);
  });
});
