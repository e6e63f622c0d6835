import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on a fixed local port to a target port, which a test can cut and restore to stand in
 * for a database that goes away and comes back, or silence: the connections stay open but every
 * byte is dropped, as a middlebox that loses the flow without a reset does.
 */
export function tcpRelay(listenPort: number, targetPort: number) {
  let server: Server | undefined;
  let silent = false;
  const sockets = new Set<Socket>();

  function forward(from: Socket, to: Socket) {
    from.on('data', (chunk: Buffer) => {
      if (!silent) to.write(chunk);
    });
    from.on('end', () => to.end());
  }

  function start(): Promise<void> {
    server = createServer((client) => {
      const upstream = createConnection(targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      forward(client, upstream);
      forward(upstream, client);
    });
    return new Promise((resolve) => server!.listen(listenPort, '127.0.0.1', () => resolve()));
  }

  function stop(): Promise<void> {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  return {
    port: listenPort,
    start,
    stop,
    /** From now on nothing gets through, in either direction, yet no connection is closed. */
    silence: () => {
      silent = true;
    },
    /** Bytes flow again; whatever was dropped meanwhile stays lost. */
    resume: () => {
      silent = false;
    },
  };
}
