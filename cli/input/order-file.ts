import { CliError } from '../cli-error';
import { readBoundedFile } from './bounded-file';
import { parseJsonText, utf8Text } from './json-file';

/** The simulator's body limit; a bigger file cannot be an order. */
export const MAX_ORDER_FILE_BYTES = 1_000_000;

function describe(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

/** Reads an order file: it must exist and hold one JSON object. Its fields are the platform's to judge. */
export async function readOrderFile(path: string): Promise<Record<string, unknown>> {
  const text = utf8Text(await readBoundedFile(path, MAX_ORDER_FILE_BYTES, 'an order file'), path);
  const value = parseJsonText(text, path);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError(`${path} must hold one order payload (a JSON object, checkout 3), not ${describe(value)}`);
  }
  return value as Record<string, unknown>;
}
