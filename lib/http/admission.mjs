// Admission of requests to the app's handler (scripts/next-server.mjs): at most `limit` in
// progress, the rest waiting in arrival order, a few started per event-loop turn.
//
// Why (docs/architecture.md, "Serving under load"): libuv, from 1.45 (Node 20), accepts one new
// connection per event-loop iteration, and one iteration reads every kept-alive connection that
// has a request ready and runs the handler for each. Under 100 busy connections an iteration is
// 100 renders long, so a burst of new connections, a crawler's or a partner page's visitors,
// waits in the kernel's listen queue for seconds (over 60 s measured), while the connections
// already open are served. Started a few at a time, each iteration is short, the listen queue
// drains between them, and every connection is served in the order it asked: the same work, in
// a fairer order.

/** Options of {@link createAdmission}. */
const DEFAULTS = Object.freeze({
  // In progress at once: enough to keep both cores busy while some wait on the database or a file.
  limit: 8,
  // Started per turn of the event loop: a turn that starts few is short, and the turn after it
  // accepts the next connection. (Counting those in progress is not enough: a render that does
  // not wait on anything finishes before the next request is read, and the turn runs them all.)
  perTurn: 2,
  // A request still running after this long is waiting on something other than this process's
  // CPU (a slow client reading its answer, an outside service): its place goes to the next.
  holdMs: 1000,
  // Past this many waiting, a request is refused at once (503) rather than queued for ever.
  maxWaiting: 1024,
});

/**
 * @param {{ limit?: number, perTurn?: number, holdMs?: number, maxWaiting?: number }} [options]
 */
export function createAdmission(options = {}) {
  const { limit, perTurn, holdMs, maxWaiting } = { ...DEFAULTS, ...options };
  let active = 0;
  let startedThisTurn = 0;
  let turnScheduled = false;
  /** @type {{ start: () => unknown, gone: () => boolean }[]} */
  const waiting = [];

  const canStart = () => active < limit && startedThisTurn < perTurn;

  /** Ends the turn after the I/O now being read (setImmediate), then starts from the queue. */
  function scheduleTurn() {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(() => {
      turnScheduled = false;
      startedThisTurn = 0;
      while (waiting.length > 0 && canStart()) {
        const next = waiting.shift();
        if (next && !next.gone()) run(next.start);
      }
      if (waiting.length > 0 && active < limit) scheduleTurn();
    });
  }

  function run(start) {
    active += 1;
    startedThisTurn += 1;
    scheduleTurn();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      active -= 1;
      if (waiting.length > 0) scheduleTurn();
    };
    const timer = setTimeout(release, holdMs);
    timer.unref();
    Promise.resolve().then(start).then(release, release);
  }

  return {
    /**
     * Runs `start` now or when its turn comes; `gone()` says the request no longer needs an
     * answer (its client went away while it waited). False when too many already wait.
     */
    admit(start, gone = () => false) {
      if (waiting.length === 0 && canStart()) {
        run(start);
        return true;
      }
      if (waiting.length >= maxWaiting) return false;
      waiting.push({ start, gone });
      scheduleTurn();
      return true;
    },
    /** How many run and how many wait, for tests and logs. */
    stats() {
      return { active, waiting: waiting.length };
    },
  };
}
