import { InvalidArgumentError } from 'commander';
import type { Container } from 'inversify';
import { createNodeContainer } from '../config/node-container';
import { createSimulatorEngine } from '../config/simulator';

/** Options every command accepts (ARCHITECTURE: --json for machine output, --backend for any server). */
export interface GlobalOptions {
  readonly json?: boolean;
  readonly backend?: string;
}

/** What a command talks to: the use cases of a container, and a way to let go of it. */
export interface OpenedBackend {
  readonly container: Container;
  /** True for the simulator inside this process, which starts empty on every run. */
  readonly inProcess: boolean;
  /** For messages: "the in-process simulator" or the URL. */
  readonly description: string;
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

export function openBackend(options: GlobalOptions): OpenedBackend {
  if (options.backend) {
    return {
      container: createNodeContainer({ backend: { kind: 'http', baseUrl: options.backend } }),
      inProcess: false,
      description: options.backend,
      close: () => undefined,
    };
  }
  const engine = createSimulatorEngine({});
  return {
    container: createNodeContainer({ backend: { kind: 'in-process', engine } }),
    inProcess: true,
    description: 'the in-process simulator',
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
