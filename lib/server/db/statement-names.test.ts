import { StatementNames } from "@/lib/server/db/statement-names";

describe("StatementNames", () => {
  test("names a text the second time it runs, and keeps that name", () => {
    const names = new StatementNames("q", 4);
    expect(names.nameFor("select 1")).toBeUndefined();
    expect(names.nameFor("select 1")).toBe("q1");
    expect(names.nameFor("select 1")).toBe("q1");
    expect(names.nameFor("select 2")).toBeUndefined();
    expect(names.nameFor("select 2")).toBe("q2");
    expect(names.nameFor("select 1")).toBe("q1");
  });

  test("never gives one name to two texts, and stops naming at its bound", () => {
    const names = new StatementNames("q", 3);
    const given = new Map<string, string>();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) {
        const text = `select ${i}`;
        const name = names.nameFor(text);
        if (name === undefined) continue;
        expect(given.get(text) ?? name).toBe(name);
        given.set(text, name);
      }
    }
    expect(names.size).toBe(3);
    expect(new Set(given.values()).size).toBe(3);
    expect([...given.keys()]).toEqual(["select 0", "select 1", "select 2"]);
    // Past the bound a new text runs unnamed however often it repeats; named ones keep their name.
    expect(names.nameFor("select 9")).toBeUndefined();
    expect(names.nameFor("select 9")).toBeUndefined();
    expect(names.nameFor("select 1")).toBe("q2");
  });
});
