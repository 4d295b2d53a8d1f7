import { InvalidArgumentError } from 'commander';
import type { Container } from 'inversify';
import { createNodeContainer } from '../config/node-container';
import { createSimulatorEngine } from '../config/simulator';

/** Options every command accepts (ARCHITECTURE: --json for machine output, --backend for any server). */
export interface GlobalOptions {
  readonly json?: boolean;
  readonly backend?: string;
  /** Seconds to wait for the backend's answer before giving up (issue 5 point 10). */
  readonly timeout: number;
}

/** Long enough for a slow platform under load, short enough that support is not left staring at nothing. */
export const DEFAULT_TIMEOUT_SECONDS = 20;
/** An hour: anything longer is a hang by another name (and overflows no timer). */
const MAX_TIMEOUT_SECONDS = 3_600;

/** What a command talks to: the use cases of a container, and a way to let go of it. */
export interface OpenedBackend {
  readonly container: Container;
  /** True for the simulator inside this process, which starts empty on every run. */
  readonly inProcess: boolean;
  /** For messages: "the in-process simulator" or the URL. */
  readonly description: string;
  /** How long a command waits for an answer, in seconds (--timeout). */
  readonly timeoutSeconds: number;
  close(): void;
}

/** --backend takes the base URL of a running simulator or platform: http or https only. */
export function parseBackendUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('it is not a URL; expected e.g. http://127.0.0.1:4173/');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError(`only http and https backends are supported, not ${url.protocol.replace(/:$/, '')}`);
  }
  if (url.username || url.password) throw new InvalidArgumentError('credentials do not belong in the backend URL');
  return url.href;
}

/** --timeout takes a number of seconds, e.g. 20 or 0.5. */
export function parseTimeoutSeconds(value: string): number {
  const seconds = Number(value);
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS) {
    throw new InvalidArgumentError(`expected a number of seconds greater than 0, at most ${MAX_TIMEOUT_SECONDS}`);
  }
  return seconds;
}

export function openBackend(options: GlobalOptions): OpenedBackend {
  const timeoutSeconds = options.timeout;
  if (options.backend) {
    // Each HTTP call gives up at the same time, so nothing lingers once the command has given up.
    const backend = { kind: 'http', baseUrl: options.backend, timeoutMs: timeoutSeconds * 1000 } as const;
    return { container: createNodeContainer({ backend }), inProcess: false, description: options.backend, timeoutSeconds, close: () => undefined };
  }
  const engine = createSimulatorEngine({});
  return {
    container: createNodeContainer({ backend: { kind: 'in-process', engine } }),
    inProcess: true,
    description: 'the in-process simulator',
    timeoutSeconds,
    close: () => engine.close(),
  };
}

/** Runs `work` against the backend the options name, and lets go of it whatever happens. */
export async function withBackend<T>(options: GlobalOptions, work: (backend: OpenedBackend) => Promise<T>): Promise<T> {
  const backend = openBackend(options);
  try {
    return await work(backend);
  } finally {
    backend.close();
  }
}
