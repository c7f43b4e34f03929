// The chain that sets Lighthouse's simulated LCP (scripts/perf.mjs --detail): Lighthouse's
// simulator (Lantern) keeps the simulated start and end of every request and main-thread task of
// its last simulations; from the one that ends last, this walks back through the dependency that
// ended latest. What it prints is what the simulation waited on, request by request: a round
// trip less or a byte less on that chain is what moves the score (docs/quality.md, "Where the
// signed-in pages' LCP goes in the simulation"). With PERF_LCP_REQUESTS=1 it also lists every
// request the simulation held, in brackets.
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

const path = (url) => String(url ?? "").replace(/^https?:\/\/[^/]+/, "");
const fileOf = (url) => path(url).split("/").filter(Boolean).pop() ?? "/";

/** A node of Lantern's graph as a line: a request's path, or a task's evaluated scripts and timers. */
function describe(node) {
  if (node.type === "network") return `request ${path(node.request.url).slice(0, 80)}`;
  const what = new Set();
  for (const event of node.childEvents) {
    const url = event.args?.data?.url;
    if (event.name === "EvaluateScript" && url) what.add(`evaluate ${fileOf(url)}`);
    else if (event.name === "TimerFire") what.add("timer");
    else if (event.name === "ResourceSendRequest" && url) what.add(`send ${fileOf(url)}`);
  }
  return `task ${[...what].slice(0, 3).join(", ")}`.trim();
}

/**
 * The optimistic and pessimistic LCP simulations of the page just scored, each as its critical
 * chain: lines of "start-end ms  what".
 */
export function simulatedLcpChains() {
  const chains = [];
  for (const label of ["optimisticLargestContentfulPaint", "pessimisticLargestContentfulPaint"]) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
    if (!timings) continue;
    let node = null;
    for (const [candidate, timing] of timings) if (!node || timing.endTime > timings.get(node).endTime) node = candidate;
    const lines = [];
    while (node) {
      const { startTime, endTime } = timings.get(node);
      lines.unshift(`${Math.round(startTime)}-${Math.round(endTime)} ms  ${describe(node)}`);
      let latest = null;
      for (const dependency of node.getDependencies())
        if (timings.has(dependency) && (!latest || timings.get(dependency).endTime > timings.get(latest).endTime)) latest = dependency;
      node = latest;
    }
    // PERF_LCP_REQUESTS=1: every request of the simulation too (start-end, KB, priority), to see
    // what shared the connections and the bandwidth with the chain.
    if (process.env.PERF_LCP_REQUESTS === "1") {
      const requests = [...timings].filter(([candidate]) => candidate.type === "network").sort(([, a], [, b]) => a.startTime - b.startTime);
      for (const [request, { startTime, endTime }] of requests)
        lines.push(
          `  (${Math.round(startTime)}-${Math.round(endTime)} ms  ${Math.round((request.request.transferSize ?? 0) / 1024)} KB ${request.request.priority}  ${path(request.request.url).slice(0, 80)})`,
        );
    }
    chains.push({ label: label.replace("LargestContentfulPaint", ""), lines });
  }
  return chains;
}
