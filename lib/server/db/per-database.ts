import "server-only";

import type { Database } from "@/lib/server/db/client";

/**
 * `make(db)` once per database (a WeakMap, so a closed database's entry goes with it): for
 * prepared statements of the hot paths, which Drizzle then builds once and node-postgres parses
 * once per connection.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
