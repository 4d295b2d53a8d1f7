import { createConnection, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';

/**
 * How the network between a client and the server fails (issue 5, point 8):
 * - `cut`: every open connection is closed at once, and any new one is closed as soon as it opens;
 * - `refuse`: new connections are refused (nothing listens any more) while the open ones die (reset);
 * - `half_open`: every connection stays open, old and new, but no byte is carried either way, and
 *   neither end is told. This is the network that silently stops carrying packets: only a heartbeat
 *   can notice it.
 */
export type NetworkFault = 'cut' | 'refuse' | 'half_open';

interface Link {
  readonly client: Socket;
  readonly upstream: Socket;
  carrying: boolean;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a server, whose network can be made to fail and then return.
 * While `half_open` holds, both sockets of a link are unpiped and paused: whatever the ends write stays
 * in their buffers (as TCP would keep retransmitting it), and when the network returns the links carry
 * on where they stopped, unless an end gave up and closed its side meanwhile.
 */
export class FaultInjectingProxy {
  private readonly links = new Set<Link>();
  private fault: NetworkFault | null = null;
  /** Connections accepted since the proxy started, whatever became of them. */
  accepted = 0;

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly target: { readonly host: string; readonly port: number },
  ) {}

  static async start(target: { readonly host?: string; readonly port: number }): Promise<FaultInjectingProxy> {
    const server = createServer();
    await listen(server, 0);
    const proxy = new FaultInjectingProxy(server, (server.address() as AddressInfo).port, { host: target.host ?? '127.0.0.1', port: target.port });
    server.on('connection', (client) => proxy.accept(client));
    return proxy;
  }

  /** The proxy's address with a trailing slash, to open pages through it. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** Links open right now (accepted and not yet closed by either end or by a fault). */
  get openLinks(): number {
    return this.links.size;
  }

  async inject(fault: NetworkFault): Promise<void> {
    if (this.fault) throw new Error(`the network already fails (${this.fault}); restore it first`);
    this.fault = fault;
    if (fault === 'refuse') await stopListening(this.server);
    for (const link of this.links) {
      if (fault === 'cut') close(link);
      if (fault === 'refuse') reset(link);
      if (fault === 'half_open') hold(link);
    }
  }

  /** The network returns: new connections go through, and held links carry bytes again. */
  async restore(): Promise<void> {
    const fault = this.fault;
    this.fault = null;
    if (fault === 'refuse') await listen(this.server, this.port);
    if (fault === 'half_open') for (const link of this.links) carry(link);
  }

  async close(): Promise<void> {
    this.fault = null;
    for (const link of this.links) reset(link);
    if (this.server.listening) await stopListening(this.server);
  }

  private accept(client: Socket): void {
    this.accepted += 1;
    if (this.fault === 'cut') {
      client.destroy();
      return;
    }
    const upstream = createConnection(this.target);
    const link: Link = { client, upstream, carrying: false };
    this.links.add(link);
    const forget = () => {
      this.links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    // An end that closes or fails takes its link down: the other end sees the connection close.
    for (const socket of [client, upstream]) {
      socket.on('error', forget);
      socket.on('close', forget);
    }
    if (this.fault === 'half_open') hold(link);
    else carry(link);
  }
}

function carry(link: Link): void {
  if (link.carrying) return;
  link.carrying = true;
  link.client.pipe(link.upstream);
  link.upstream.pipe(link.client);
}

/** No byte either way, and no close told: sockets unpiped and paused, their data left unread. */
function hold(link: Link): void {
  link.carrying = false;
  link.client.unpipe(link.upstream);
  link.upstream.unpipe(link.client);
  link.client.pause();
  link.upstream.pause();
}

function close(link: Link): void {
  link.client.destroy();
  link.upstream.destroy();
}

function reset(link: Link): void {
  link.client.resetAndDestroy();
  link.upstream.resetAndDestroy();
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting at once; the links already open are the proxy's to end. */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // close() waits for open connections before calling back: the listening socket is gone already.
    setImmediate(resolve);
  });
}
