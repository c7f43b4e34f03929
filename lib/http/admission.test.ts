import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

import { createAdmission } from "@/lib/http/admission.mjs";

/** Resolves after `turns` turns of the event loop. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("createAdmission", () => {
  test("runs at most `limit` at once and the rest in the order they came, as places free", async () => {
    const admission = createAdmission({ limit: 2, perTurn: 5 });
    const started: number[] = [];
    const finish = Array.from({ length: 5 }, () => deferred());
    for (let i = 0; i < 5; i += 1)
      admission.admit(() => {
        started.push(i);
        return finish[i]!.promise;
      });
    await turns(3);
    expect(started).toEqual([0, 1]);
    expect(admission.stats()).toEqual({ active: 2, waiting: 3 });
    finish[1]!.resolve();
    await turns(3);
    expect(started).toEqual([0, 1, 2]);
    finish[0]!.resolve();
    finish[2]!.resolve();
    await turns(6);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  test("starts at most `perTurn` in a turn of the event loop, even when each is done at once", async () => {
    const admission = createAdmission({ limit: 8, perTurn: 2 });
    const started: number[] = [];
    for (let i = 0; i < 5; i += 1) admission.admit(() => void started.push(i));
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await turns(1);
    expect(started).toEqual([0, 1, 2, 3]);
    await turns(1);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  test("a request that fails frees its place too", async () => {
    const admission = createAdmission({ limit: 1 });
    const started: string[] = [];
    admission.admit(() => {
      started.push("a");
      throw new Error("the handler failed");
    });
    admission.admit(() => {
      started.push("b");
    });
    await turns(4);
    expect(started).toEqual(["a", "b"]);
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 });
  });

  test("a request still running after holdMs gives its place to the next (a slow reader holds none)", async () => {
    const admission = createAdmission({ limit: 1, holdMs: 30 });
    const started: string[] = [];
    admission.admit(() => {
      started.push("slow");
      return new Promise(() => {});
    });
    admission.admit(() => {
      started.push("next");
    });
    await turns(3);
    expect(started).toEqual(["slow"]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await turns(3);
    expect(started).toEqual(["slow", "next"]);
  });

  test("a request whose client left while it waited is not started", async () => {
    const admission = createAdmission({ limit: 1 });
    const first = deferred();
    const started: string[] = [];
    admission.admit(() => first.promise);
    admission.admit(
      () => started.push("gone"),
      () => true,
    );
    admission.admit(() => started.push("here"));
    first.resolve();
    await turns(4);
    expect(started).toEqual(["here"]);
  });

  test("past maxWaiting a request is refused at once", () => {
    const admission = createAdmission({ limit: 1, maxWaiting: 2 });
    const never = () => new Promise(() => {});
    expect([admission.admit(never), admission.admit(never), admission.admit(never), admission.admit(never)]).toEqual([true, true, true, false]);
  });
});

// The reason for admission (lib/http/admission.mjs): with busy kept-alive connections, a burst of
// new ones waits while the server serves the old ones many times over. Counted in requests served
// (not time, which a shared machine varies), by the server itself: from the burst's first accept
// to its last connection's first answer, on the same server with and without admission. The busy
// connections keep requests queued ahead (pipelined), so the server stays busy however slowly this
// process, the client, runs beside other tests.
describe("a burst of new connections while others keep the server busy", () => {
  const BUSY = 30;
  const BURST = 30;
  /** Requests each busy connection keeps sent ahead of its answers. */
  const AHEAD = 3;
  const REQUEST = "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n";
  const servers: ChildProcess[] = [];

  afterAll(() => {
    for (const server of servers) server.kill();
  });

  async function startServer(withAdmission: boolean): Promise<number> {
    const child = spawn(process.execPath, [path.join(__dirname, "../../tests/unit/fixtures/admission-server.mjs"), ...(withAdmission ? ["--admission"] : [])], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    servers.push(child);
    const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
    return (JSON.parse(line) as { port: number }).port;
  }

  /**
   * A kept-alive connection that keeps AHEAD requests sent: each answer read (its headers, then
   * Content-Length bytes) sends the next, until `stop()`. `answered` resolves at its first answer.
   */
  function busyConnection(port: number) {
    const socket = net.connect(port, "127.0.0.1");
    let buffered = Buffer.alloc(0);
    let stopped = false;
    let markAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (markAnswered = resolve));
    socket.on("connect", () => socket.write(REQUEST.repeat(AHEAD)));
    socket.on("error", () => undefined);
    socket.on("data", (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        const end = buffered.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buffered.subarray(0, end).toString())?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        buffered = buffered.subarray(end + 4 + length);
        markAnswered();
        if (!stopped) socket.write(REQUEST);
      }
    });
    return {
      answered,
      stop: () => {
        stopped = true;
        socket.destroy();
      },
    };
  }

  /** One GET on a connection of its own; resolves with the body. */
  function getOnce(port: number, path: string): Promise<string> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve(body));
        })
        .on("error", reject);
    });
  }

  async function servedDuringBurst(port: number): Promise<number> {
    const busy = Array.from({ length: BUSY }, () => busyConnection(port));
    await Promise.all(busy.map((connection) => connection.answered));
    await Promise.all(Array.from({ length: BURST }, () => getOnce(port, "/burst")));
    for (const connection of busy) connection.stop();
    return (JSON.parse(await getOnce(port, "/report")) as { servedDuringBurst: number }).servedDuringBurst;
  }

  test("is answered after a fraction of the requests it waited behind without admission", async () => {
    const without = await servedDuringBurst(await startServer(false));
    const withAdmission = await servedDuringBurst(await startServer(true));
    console.log(
      `requests served from a burst of ${BURST} new connections' first accept to its last first answer, beside ${BUSY} busy ones: ${without} without admission, ${withAdmission} with`,
    );
    expect(withAdmission).toBeLessThan(without / 3);
  }, 60_000);
});
