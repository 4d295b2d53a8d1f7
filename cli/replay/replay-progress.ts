import { SingleBar } from 'cli-progress';
import type { CliIo } from '../cli-io';

export interface ReplayProgress {
  readonly tick: () => void;
  readonly stop: () => void;
}

/**
 * A progress bar on a terminal (cli-progress), on standard error so that standard output keeps only the
 * summary; nothing when the output is a file or a pipe.
 */
export function replayProgress(io: CliIo, total: number, verb: string): ReplayProgress {
  const stream = io.progressStream?.() ?? null;
  if (!stream) return { tick: () => undefined, stop: () => undefined };
  const bar = new SingleBar({ stream, format: `${verb} [{bar}] {value}/{total} orders, {eta_formatted} left`, hideCursor: true, clearOnComplete: false });
  bar.start(total, 0);
  return { tick: () => bar.increment(), stop: () => bar.stop() };
}
