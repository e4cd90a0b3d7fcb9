import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * `pass`: bytes go both ways. `refuse`: every connection is reset as soon as it opens (a service
 * that is down). `hang`: connections are accepted and never answered (a service that drops
 * packets, or is stuck). `mute`: requests reach the service, its answers are lost on the way back.
 */
export type FaultMode = 'pass' | 'refuse' | 'hang' | 'mute';

/**
 * A TCP proxy between the functions and a local service (s3rver, local-aws-sqs), switched per
 * test to let the service fail the way a network does. Switching drops every open connection, so
 * a client's kept-alive sockets cannot carry on past a switch.
 */
export class FaultProxy {
  mode: FaultMode = 'pass';
  /** Connections opened in each mode (how many tries a client made). */
  readonly connections: Record<FaultMode, number> = { pass: 0, refuse: 0, hang: 0, mute: 0 };
  private server: Server | undefined;
  private targetPort: number | undefined;
  private readonly open = new Set<Socket>();

  /** Listens on a free loopback port; answers its `http://127.0.0.1:<port>`. */
  async listen(): Promise<string> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The service's port (known once it runs). */
  target(port: number): void {
    this.targetPort = port;
  }

  switchTo(mode: FaultMode): void {
    this.mode = mode;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  async close(): Promise<void> {
    this.switchTo('pass');
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: Socket): void {
    this.connections[this.mode] += 1;
    if (this.mode === 'refuse' || this.targetPort === undefined) {
      client.resetAndDestroy();
      return;
    }
    this.track(client);
    if (this.mode === 'hang') {
      client.resume(); // read and drop whatever comes, answer nothing
      return;
    }
    const upstream = this.track(connect(this.targetPort, '127.0.0.1'));
    client.pipe(upstream);
    if (this.mode === 'mute') upstream.resume();
    else upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): Socket {
    this.open.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.open.delete(socket));
    return socket;
  }
}

/** A port nobody listens on right now (for a service the test must know the port of before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
