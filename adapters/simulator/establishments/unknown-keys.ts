import type * as v from 'valibot';
import type { ConsistencyProblem } from './consistency-problem';
import { acceptsAnyKey, childSchema, objectEntries, resolveOption, unwrapSchema } from './schema-walk';

/**
 * Issue 22.15: a key the simulator does not read is a mistake in a restaurant's own file. A typo of an
 * optional key (`visibel: false`) would otherwise load silently with the default, and a typo of a
 * required one (`pirce`) would be reported as the key it hides ("price" missing) instead of itself.
 * The HTTP boundary stays lenient (a platform may send more than we read); only files are this strict.
 */

/** Edits (insert, delete, replace, swap of neighbours) from one key to another. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const normalised = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

/** The known key the unknown one most likely meant, or null when none is close. */
export function closestKey(unknown: string, known: readonly string[]): string | null {
  const sameLetters = known.find((key) => normalised(key) === normalised(unknown));
  if (sameLetters) return sameLetters;
  const tolerance = unknown.length <= 4 ? 1 : 2;
  const ranked = known.map((key) => ({ key, distance: editDistance(unknown.toLowerCase(), key.toLowerCase()) })).sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  return best && best.distance <= tolerance ? best.key : null;
}

function unknownKeyMessage(key: string, known: readonly string[]): string {
  const meant = closestKey(key, known);
  if (meant) return `unknown key "${key}": did you mean "${meant}"?`;
  // A short list helps; the seventy keys of the settings would drown the line (the README lists them by block).
  const list = known.length <= 12 ? ` (the keys here are ${known.map((k) => `"${k}"`).join(', ')})` : '';
  return `unknown key "${key}", not read by the simulator: remove it or correct its name${list}`;
}

/** The first unknown key of `raw` read against `schema`, in file order, with its path. */
export function unknownKeyProblem(schema: v.GenericSchema, raw: unknown, path = ''): ConsistencyProblem | null {
  if (raw === null || typeof raw !== 'object') return null;
  const shape = resolveOption(unwrapSchema(schema, raw), raw);
  if (!shape) return null;
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  const entries = objectEntries(shape);
  if (entries && !Array.isArray(raw)) {
    for (const key of Object.keys(raw)) {
      if (!(key in entries)) return { field: at(key), message: unknownKeyMessage(key, Object.keys(entries)) };
    }
  } else if (!(shape.type === 'array' && Array.isArray(raw)) && !acceptsAnyKey(shape)) {
    return null;
  }
  for (const [key, value] of Object.entries(raw)) {
    const child = childSchema(shape, Array.isArray(raw) ? Number(key) : key, raw);
    const found = child ? unknownKeyProblem(child, value, at(key)) : null;
    if (found) return found;
  }
  return null;
}
