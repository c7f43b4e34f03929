import "server-only";

import { LRUCache } from "lru-cache";

/*
 * Names for the statements queryText runs on a PostgreSQL server. An unnamed statement is parsed
 * and planned again on every execution; a named one is parsed once per connection, and after a
 * few executions PostgreSQL may keep a generic plan for it too. For the listing search, whose
 * texts repeat (every value is bound), that was a third of PostgreSQL's time per request.
 *
 * Each name costs every connection of the pool a prepared statement for as long as it lives, and
 * names are never reused for another text (the driver refuses that), so they are bounded: a text
 * is named the second time it is seen (a one-off search takes no name), up to MAX_NAMES per
 * process; texts after that run unnamed, as before, and correctly.
 */

/** Named statements per process, and so at most per connection. */
const MAX_NAMES = 256;
// Texts seen once, waiting for a second run to be named: a one-off text is forgotten in time.
const SEEN_SIZE = 2_048;

export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seen = new LRUCache<string, true>({ max: SEEN_SIZE });

  constructor(
    private readonly prefix: string,
    private readonly max = MAX_NAMES,
  ) {}

  /** The name `text` runs under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= this.max) return name;
    if (!this.seen.has(text)) {
      this.seen.set(text, true);
      return undefined;
    }
    this.seen.delete(text);
    const created = `${this.prefix}${this.names.size + 1}`;
    this.names.set(text, created);
    return created;
  }

  /** How many names were given. */
  get size(): number {
    return this.names.size;
  }
}
