import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README_PATH, listInReadme, renderStepList, stepEntries } from '../../../features/support/step-list';

describe('features/README.md: the list of available steps (QA guide)', () => {
  it('finds the step definitions (Given, When and Then, with either quote)', () => {
    const entries = stepEntries();
    expect(entries.length).toBeGreaterThan(100);
    expect(entries).toContainEqual({ keyword: 'Given', pattern: 'I am on the menu of {string}', file: 'menu-steps.ts' });
    expect(entries).toContainEqual({ keyword: 'When', pattern: "I come in from a hotel room's link", file: 'room-directory-steps.ts' });
  });

  it('lists every step there is: run `npx tsx features/support/step-list.ts` when this fails', () => {
    const readme = readFileSync(README_PATH, 'utf8');
    const listed = listInReadme(readme);
    expect(listed, 'features/README.md has its steps:start / steps:end block').not.toBeNull();
    const missing = stepEntries().filter((entry) => !listed!.includes(`\`${entry.keyword} ${entry.pattern}\``));
    expect(missing.map((entry) => `${entry.keyword} ${entry.pattern} (${entry.file})`)).toEqual([]);
    expect(listed).toBe(renderStepList());
  });
});
