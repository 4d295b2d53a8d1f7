import { CliError } from '../cli-error';
import { findJsonSyntaxError, lineAndColumn } from './json-syntax-error';

/**
 * The bytes of a file as text. A byte order mark is dropped (TextDecoder does it): Windows editors write
 * one. Bytes that are not UTF-8 are refused rather than replaced, and never quoted.
 */
export function utf8Text(bytes: Uint8Array, source: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CliError(`${source} is not UTF-8 text`);
  }
}

/**
 * The JSON value of a file's text. issue 5 point 10: an error names the line and the column and what
 * was expected there, never the content (V8's message quotes it, and a file may hold a secret).
 */
export function parseJsonText(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const error = findJsonSyntaxError(text);
    if (!error) throw new CliError(`${source} is not valid JSON`);
    const { line, column } = lineAndColumn(text, error.offset);
    const end = error.offset === text.length ? ' (end of the file)' : '';
    throw new CliError(`${source} is not valid JSON: line ${line}, column ${column}${end}: expected ${error.expected}`);
  }
}
