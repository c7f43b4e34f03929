// A TCP relay between the app and its PostgreSQL server that a test can break in two ways and
// mend: `cut` (every open connection reset, new ones refused: the server down) and `freeze`
// (connections stay open but nothing gets through: a network that silently drops packets).
import net from "node:net";

export interface TcpProxy {
  readonly port: number;
  /** Drops every relayed connection and stops listening (connections are refused). */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Holds every byte in both directions, on open and new connections, until `thaw`. */
  freeze(): void;
  /** Delivers what was held, in order, and relays again. */
  thaw(): void;
  close(): Promise<void>;
}

/** A relay on 127.0.0.1:`port` to `target`; starts cut when `listening` is false. */
export async function startTcpProxy(port: number, target: { host: string; port: number }, listening = true): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let held: [net.Socket, Buffer][] | null = null;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const relay = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (held) held.push([to, chunk]);
      else to.write(chunk);
    });
    from.on("end", () => to.end());
    from.on("error", () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    relay(client, upstream);
    relay(upstream, client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const cut = async () => {
    held = null;
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  if (listening) await listen();
  return {
    port,
    cut,
    restore: listen,
    freeze() {
      held ??= [];
    },
    thaw() {
      const pending = held ?? [];
      held = null;
      for (const [to, chunk] of pending) if (!to.destroyed) to.write(chunk);
    },
    close: cut,
  };
}
