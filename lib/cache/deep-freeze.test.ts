import { deepFreeze } from "./deep-freeze";

test("freezes the value and everything inside it, and returns it", () => {
  const value = { a: [{ b: 1 }], c: { d: "e" } };
  expect(deepFreeze(value)).toBe(value);
  expect(Object.isFrozen(value)).toBe(true);
  expect(Object.isFrozen(value.a)).toBe(true);
  expect(Object.isFrozen(value.a[0])).toBe(true);
  expect(Object.isFrozen(value.c)).toBe(true);
  expect(deepFreeze(null)).toBeNull();
  expect(deepFreeze(3)).toBe(3);
});
