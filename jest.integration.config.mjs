// Integration tests: the GraphQL endpoint and services against a real PostgreSQL engine
// (PGlite by default, TEST_DATABASE_URL when set). Needs NODE_OPTIONS=--experimental-vm-modules.
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  displayName: "integration",
  testEnvironment: "node",
  // lib/apollo/contract: the Apollo client against the real route handler (*.itest.ts, so the
  // unit config, which also scans lib/, leaves it alone).
  roots: ["<rootDir>/tests/integration", "<rootDir>/lib/apollo/contract"],
  testMatch: ["**/tests/integration/**/*.test.ts", "**/*.itest.ts"],
  // The Server Actions' next/headers and next/navigation: tests/integration/support/next-request.ts.
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/server-only.ts",
    "^next/(headers|navigation)$": "<rootDir>/tests/integration/support/next-request.ts",
  },
  // Next.js's cache with the app's handler, so cached reads run as in the server.
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts", "<rootDir>/tests/integration/support/next-cache.ts"],
  testTimeout: 60000,
  maxWorkers: 2,
  // jose (access tokens) ships ESM only, like the upload link.
  transformIgnorePatterns: [
    "/node_modules/(?!(apollo-upload-client|extract-files|is-plain-obj|marked|jose|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)",
  ],
});
