import { appendUnheld } from "./paging";

const byId = (item: { id?: string }) => item.id;

describe("appendUnheld", () => {
  it("adds a further page after the items held, keeping the held objects", () => {
    const held = [{ id: "a" }, { id: "b" }];
    const next = appendUnheld(held, [{ id: "c" }], byId);
    expect(next.map(byId)).toEqual(["a", "b", "c"]);
    expect(next[0]).toBe(held[0]);
  });

  it("leaves an item already held where it was, and always adds an item with no key", () => {
    expect(appendUnheld([{ id: "a" }, { id: "b" }], [{ id: "b" }, {}, { id: "c" }], byId)).toEqual([{ id: "a" }, { id: "b" }, {}, { id: "c" }]);
  });
});
