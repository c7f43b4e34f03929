// Unit tests: pure lib code and React components. next/jest compiles with SWC (no ts-jest).
// Components opt into jsdom with a `@jest-environment jsdom` docblock.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  displayName: "unit",
  testEnvironment: "node",
  roots: ["<rootDir>/lib", "<rootDir>/components", "<rootDir>/graphql", "<rootDir>/tests/unit", "<rootDir>/app"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/support/server-only.ts" },
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
  // A guard against hangs, not a speed check: a calculator island's first test compiles and loads
  // the engine stage, which took over 5 s on a CI machine busy with a second run.
  testTimeout: 15_000,
  // apollo-upload-client and its helpers, marked and jose (access tokens, reached through the seed) ship ESM only.
  transformIgnorePatterns: [
    "/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj|marked|jose|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)",
  ],
});
