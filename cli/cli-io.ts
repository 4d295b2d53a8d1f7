import { printableLines } from './output/printable-text';

/**
 * Where the CLI writes and how it learns that the user wants to stop. The process gives the real
 * streams and signals; tests give buffers and a stop they trigger themselves.
 */
export interface CliIo {
  /** Writes one line (or several joined by newlines) of normal output. */
  out(text: string): void;
  /** Writes one line of diagnostics. */
  err(text: string): void;
  /** Calls `handler` on Ctrl-C or SIGTERM; returns a function that stops listening. */
  onStop(handler: () => void): () => void;
  /** The directory relative paths (--file, --ui-dir) are read from. */
  readonly cwd: string;
  /** Where a progress bar may be drawn: a terminal's standard error, else nothing. */
  readonly progressStream?: () => NodeJS.WritableStream | null;
}

/**
 * issue 5 point 10, the last guard: whatever a command prints (its own lines, commander's messages that
 * quote an argument, a message nobody thought to escape), no control or format character reaches the
 * terminal raw; only the newlines between lines stay. Commands escape what they quote themselves first,
 * since a newline inside a name must not start a line.
 */
export function printableIo(io: CliIo): CliIo {
  return {
    out: (text) => io.out(printableLines(text)),
    err: (text) => io.err(printableLines(text)),
    onStop: (handler) => io.onStop(handler),
    cwd: io.cwd,
    // The bar draws its own escape codes and only numbers: it bypasses the guard, on a terminal only.
    ...(io.progressStream && { progressStream: io.progressStream }),
  };
}

export function processIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(`${text}\n`),
    err: (text) => void process.stderr.write(`${text}\n`),
    onStop: (handler) => {
      process.once('SIGINT', handler);
      process.once('SIGTERM', handler);
      return () => {
        process.off('SIGINT', handler);
        process.off('SIGTERM', handler);
      };
    },
    cwd: process.cwd(),
    progressStream: () => (process.stderr.isTTY ? process.stderr : null),
  };
}
