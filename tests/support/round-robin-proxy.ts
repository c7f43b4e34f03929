// A minimal HTTP reverse proxy for the scale-out test: each request goes to the next upstream in
// turn (round robin), with the client's address added to X-Forwarded-For as a real proxy does.
// It also says which upstream answered (`x-upstream` response header), so a test can show that a
// session begun on one instance was used on the other.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  readonly url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0 = any free port) in front of `upstreams` (origins, e.g. http://127.0.0.1:3361). */
export async function startRoundRobinProxy(upstreams: readonly string[], port = 0): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((incoming, outgoing) => {
    const upstream = new URL(upstreams[next % upstreams.length]!);
    next += 1;
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress].filter(Boolean).join(", ");
    const request = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host, "x-forwarded-for": forwardedFor },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, { ...response.headers, "x-upstream": upstream.port });
        response.pipe(outgoing);
      },
    );
    request.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "x-upstream": upstream.port });
      outgoing.end();
    });
    incoming.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
