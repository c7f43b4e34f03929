import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
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
// new ones waits while the server serves the old ones many times over. Measured in requests served
// (not time, which this shared machine varies): between a burst's arrival and the last of its
// connections' first answer, on the same server with and without admission.
describe("a burst of new connections while others keep the server busy", () => {
  const BUSY = 30;
  const BURST = 30;
  const servers: ChildProcess[] = [];

  afterAll(() => {
    for (const server of servers) server.kill();
  });

  async function startServer(withAdmission: boolean): Promise<number> {
    const child = spawn(process.execPath, [path.join(__dirname, "../../tests/unit/fixtures/admission-server.mjs"), ...(withAdmission ? ["--admission"] : [])], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    servers.push(child);
    const [line] = await new Promise<string[]>((resolve) => createInterface({ input: child.stdout! }).once("line", (text) => resolve([text])));
    return (JSON.parse(line!) as { port: number }).port;
  }

  /** One GET on its own connection (`agent`); resolves with the x-served of the answer. */
  function get(port: number, agent: http.Agent): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          res.resume();
          res.on("end", () => resolve(Number(res.headers["x-served"])));
        })
        .on("error", reject);
    });
  }

  /** Requests served between the burst's arrival and the last burst connection's first answer. */
  async function servedBeforeBurstIsAnswered(port: number): Promise<number> {
    let latest = 0;
    let stop = false;
    const agents: http.Agent[] = [];
    const connection = () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      return agent;
    };
    const warm = Array.from({ length: BUSY }, () => deferred());
    const busy = warm.map(async (answered) => {
      const agent = connection();
      while (!stop) {
        latest = Math.max(latest, await get(port, agent));
        answered.resolve();
      }
    });
    await Promise.all(warm.map((answered) => answered.promise));
    const atBurst = latest;
    const firstAnswers = await Promise.all(Array.from({ length: BURST }, () => get(port, connection())));
    stop = true;
    await Promise.all(busy);
    for (const agent of agents) agent.destroy();
    return Math.max(...firstAnswers) - atBurst;
  }

  test("is answered after a fraction of the requests it waited behind without admission", async () => {
    const without = await servedBeforeBurstIsAnswered(await startServer(false));
    const withAdmission = await servedBeforeBurstIsAnswered(await startServer(true));
    console.log(
      `requests served before a burst of ${BURST} new connections was answered, beside ${BUSY} busy ones: ${without} without admission, ${withAdmission} with`,
    );
    expect(withAdmission).toBeLessThan(without / 3);
  }, 60_000);
});
