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
  };
}
