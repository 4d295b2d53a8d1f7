/** Where a JSON text breaks the grammar (RFC 8259), and what the grammar expected there. */
export interface JsonSyntaxError {
  /** Offset in UTF-16 units; the text's length when the text ends too early. */
  readonly offset: number;
  readonly expected: string;
}

type Expecting = 'value' | 'value_or_close' | 'key' | 'key_or_close' | 'colon' | 'comma_or_close' | 'end';

const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERAL = /true|false|null/y;
const FOUR_HEX_DIGITS = /[0-9a-fA-F]{4}/y;
const SIMPLE_ESCAPES = '"\\/bfnrt';

/** The end of what `pattern` matches at `at`, or null. */
function matchAt(pattern: RegExp, text: string, at: number): number | null {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : null;
}

/** The end of the string that opens at `at` (a quote), or where it breaks. */
function scanString(text: string, at: number): number | JsonSyntaxError {
  let index = at + 1;
  while (index < text.length) {
    const unit = text.charCodeAt(index);
    if (unit === 0x22) return index + 1;
    if (unit < 0x20) return { offset: index, expected: 'a closing quote (a control character inside a string must be escaped)' };
    if (unit !== 0x5c) {
      index += 1;
      continue;
    }
    const escaped = text[index + 1];
    if (escaped === 'u') {
      if (matchAt(FOUR_HEX_DIGITS, text, index + 2) === null) return { offset: index, expected: 'four hexadecimal digits after \\u' };
      index += 6;
    } else if (escaped !== undefined && SIMPLE_ESCAPES.includes(escaped)) {
      index += 2;
    } else {
      return { offset: index, expected: 'an escape among \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX' };
    }
  }
  return { offset: text.length, expected: 'a closing quote' };
}

/**
 * The first place where `text` is not JSON, or null when it is. Only used to say where a file that
 * JSON.parse refused goes wrong: V8's messages quote a piece of the text (issue 5 point 10: a file's
 * content is never echoed) and give no position for some errors. Iterative, so deep nesting is fine.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  const closers: string[] = [];
  let expecting: Expecting = 'value';
  let index = 0;
  const afterValue = (): Expecting => (closers.length === 0 ? 'end' : 'comma_or_close');
  const close = (): void => {
    closers.pop();
    index += 1;
    expecting = afterValue();
  };
  for (;;) {
    index = matchAt(WHITESPACE, text, index) ?? index;
    const character = text[index];
    const closer = closers.at(-1);
    switch (expecting) {
      case 'end':
        return character === undefined ? null : { offset: index, expected: 'the end of the file' };
      case 'colon':
        if (character !== ':') return { offset: index, expected: "':'" };
        index += 1;
        expecting = 'value';
        break;
      case 'comma_or_close':
        if (character === closer) {
          close();
        } else if (character === ',') {
          index += 1;
          expecting = closer === '}' ? 'key' : 'value';
        } else {
          return { offset: index, expected: `',' or '${closer}'` };
        }
        break;
      case 'key':
      case 'key_or_close': {
        if (expecting === 'key_or_close' && character === '}') {
          close();
          break;
        }
        if (character !== '"') return { offset: index, expected: expecting === 'key' ? 'a property name in double quotes' : "a property name in double quotes or '}'" };
        const end = scanString(text, index);
        if (typeof end !== 'number') return end;
        index = end;
        expecting = 'colon';
        break;
      }
      case 'value':
      case 'value_or_close': {
        if (expecting === 'value_or_close' && character === ']') {
          close();
          break;
        }
        if (character === '{' || character === '[') {
          closers.push(character === '{' ? '}' : ']');
          index += 1;
          expecting = character === '{' ? 'key_or_close' : 'value_or_close';
          break;
        }
        const end = character === '"' ? scanString(text, index) : (matchAt(NUMBER, text, index) ?? matchAt(LITERAL, text, index));
        if (end === null) return { offset: index, expected: expecting === 'value' ? 'a value' : "a value or ']'" };
        if (typeof end !== 'number') return end;
        index = end;
        expecting = afterValue();
        break;
      }
    }
  }
}

/** Line and column (from 1, in characters) of an offset, for a message that points into a file. */
export function lineAndColumn(text: string, offset: number): { readonly line: number; readonly column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: [...before.slice(lineStart)].length + 1 };
}
