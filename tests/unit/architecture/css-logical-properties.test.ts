import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21 (right to left, accounts 9): the storefront's layout mirrors for ar, fa and iw through CSS logical
 * properties (margin-inline-start, inset-inline-end, text-align: start...), never left and right. A physical
 * side stays only where it is the same in both directions, said on its line with a `physical:` comment (an
 * element centred with left: 50% and translateX(-50%)).
 */
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

const PHYSICAL_SIDE = [
  /^\s*(margin|padding|border)-(left|right)(-[a-z]+)?\s*:/,
  /^\s*(left|right)\s*:/,
  /^\s*(text-align|float|clear)\s*:\s*(left|right)\b/,
  /^\s*border-(top|bottom)-(left|right)-radius\s*:/,
];

/** A four-value margin or padding whose right and left differ: a physical side in a shorthand. */
function asymmetricShorthand(line: string): boolean {
  const match = /^\s*(margin|padding)\s*:\s*([^;]+);/.exec(line);
  const values = match?.[2]?.trim().split(/\s+(?![^(]*\))/) ?? [];
  return values.length === 4 && values[1] !== values[3];
}

function physicalSides(css: string): number[] {
  return css
    .split('\n')
    .flatMap((line, index) => ((PHYSICAL_SIDE.some((pattern) => pattern.test(line)) || asymmetricShorthand(line)) && !/\/\*\s*physical:/.test(line) ? [index + 1] : []));
}

function stylesheets(): string[] {
  return readdirSync(join(projectRoot, 'ui'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));
}

describe('the stylesheets mirror for right-to-left languages (issue 21, accounts 9)', () => {
  it('finds a physical side where there is one', () => {
    expect(physicalSides('a {\n  margin-left: 4px;\n  right: 0;\n  text-align: left;\n  padding: 0 4px 0 8px;\n  border-top-left-radius: 2px;\n}')).toEqual([2, 3, 4, 5, 6]);
    expect(physicalSides('a {\n  margin-inline-start: 4px;\n  padding: 0 4px;\n  padding: 1px 4px calc(2px + 1px) 4px;\n  left: 50%; /* physical: centred */\n}')).toEqual([]);
  });

  it('no stylesheet of ui/ names a left or right side', () => {
    const found = stylesheets().flatMap((path) => physicalSides(readFileSync(join(projectRoot, path), 'utf8')).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });
});
