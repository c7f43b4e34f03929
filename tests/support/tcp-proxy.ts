// A TCP relay between the app and its PostgreSQL server that a test can cut and restore: the
// database "lost mid-run" (every open connection dropped, new ones refused) and "back again".
import net from "node:net";

export interface TcpProxy {
  readonly port: number;
  /** Drops every relayed connection and stops listening (connections are refused). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A relay on 127.0.0.1:`port` to `target`; starts cut when `listening` is false. */
export async function startTcpProxy(port: number, target: { host: string; port: number }, listening = true): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = () => new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  if (listening) await listen();
  return { port, cut, restore: listen, close: cut };
}
