import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { CliError } from '../cli-error';

function unreadable(path: string, error: unknown): CliError {
  const { code, message } = error as NodeJS.ErrnoException;
  return new CliError(code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path}: ${message}`);
}

async function readUpTo(handle: FileHandle, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // `end` is inclusive: the stream stops one byte past the limit, enough to tell a file that is too large.
  for await (const chunk of handle.createReadStream({ end: limitBytes, autoClose: false })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * issue 5 point 10: the content of a file, refused when it holds more than `limitBytes`. A regular file
 * is refused by its size before a byte is read; anything else says size 0 (/dev/zero, a pipe, files of
 * /proc) and is read through a stream that stops at the limit, so the CLI never reads without end.
 * `what` names the file in messages, e.g. "an order file".
 */
export async function readBoundedFile(path: string, limitBytes: number, what: string): Promise<Buffer> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw unreadable(path, error);
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) throw new CliError(`${path} is a directory, not ${what}`);
    if (info.size > limitBytes) throw new CliError(`${path} is too large for ${what}: ${info.size} bytes, the limit is ${limitBytes}`);
    const content = await readUpTo(handle, limitBytes);
    if (content.length > limitBytes) throw new CliError(`${path} holds more than ${limitBytes} bytes, too large for ${what}`);
    return content;
  } catch (error) {
    throw error instanceof CliError ? error : unreadable(path, error);
  } finally {
    await handle.close();
  }
}
