/**
 * Micro-benchmark of the store's hot paths (no browser): a keystroke's action (sanitize,
 * transition, save), a restore, and reading a share link. Run: `npx tsx lib/calculator/store-bench.ts`.
 * The browser figure (keystroke to painted results) belongs to the pages' UI benchmark.
 */
import { defaultInputs } from "./defaults";
import { parseScenario, scenarioToSearchParams } from "./scenario";
import { createCalculatorStore } from "./store";

/** In-memory Storage: measures the store, not the disk. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const RUNS = 5000;

function medianMicroseconds(run: (i: number) => void): string {
  for (let i = 0; i < RUNS / 2; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `${((times[times.length >> 1] ?? 0) * 1000).toFixed(1)} µs`;
}

const storage = new MemoryStorage();
const store = createCalculatorStore(defaultInputs(), { getStorage: () => storage });
// What typing "$450,000" into the price field sends, one keystroke at a time.
const typed = ["$4", "$45", "$450", "$450,", "$450,0", "$450,00", "$450,000"];
const link = scenarioToSearchParams(store.getState());

console.log(`setPrice (sanitize + transition + save): median ${medianMicroseconds((i) => store.getState().actions.setPrice(typed[i % typed.length]))}`);
console.log(`rehydrate (read + sanitize every field): median ${medianMicroseconds(() => void store.persist.rehydrate())}`);
console.log(`parseScenario (${[...link.keys()].length} parameters): median ${medianMicroseconds(() => parseScenario(new URLSearchParams(link)))}`);
