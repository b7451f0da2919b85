// Three projects, run by `npm test` (scripts/test.mjs) in this order:
//   unit — pure logic, no emulator;
//   api  — the GraphQL API served by the Functions emulator, against Auth and Firestore emulators;
//   e2e  — the built console in Debian's Chromium through the Hosting emulator.
const transform = {
  "^.+\\.(t|j)sx?$": [
    "@swc/jest",
    {
      jsc: {
        parser: { syntax: "typescript", tsx: true },
        transform: { react: { runtime: "automatic" } },
        target: "es2022",
      },
      module: { type: "commonjs" },
    },
  ],
  "^.+\\.graphql$": "<rootDir>/scripts/jest/text-transform.cjs",
};

const common = { rootDir: __dirname, transform, testEnvironment: "node", moduleFileExtensions: ["ts", "tsx", "js", "mjs", "cjs", "json", "graphql"] };

module.exports = {
  // The e2e files split between two stacks by measured time, longest first; the others in jest's order.
  testSequencer: "<rootDir>/scripts/jest/durationSequencer.cjs",
  // A timeout is no assertion (performance is measured by `npm run bench`): it only has to let
  // emulator round trips finish on a busy 2-core machine. Global, not per project: jest-circus
  // reads only the global `testTimeout` (a project's was ignored, and API files without their own
  // jest.setTimeout ran at jest's 5 s: two of them timed out on a loaded machine on 2 Dec 2026).
  // The e2e files set their own, longer. Every timeout is twice what a run on 29 November needed:
  // the hosts vary twofold from day to day (docs/testing.md ¹³), and a slower one must make the
  // suite slower, never red.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: "unit",
      testMatch: [
        "<rootDir>/packages/*/src/**/*.test.ts",
        "<rootDir>/server/src/**/*.test.ts",
        "<rootDir>/server/test/storage/**/*.test.ts",
        "<rootDir>/functions/src/**/*.test.ts",
        "<rootDir>/client/src/**/*.test.ts?(x)",
        "<rootDir>/client/build/**/*.test.ts",
        "<rootDir>/scripts/**/*.test.ts",
      ],
    },
    // The global setup proves the background triggers loaded (a probe) and pauses them; the
    // teardown resumes them, confirmed (server/test/support/triggerSetup.ts).
    {
      ...common,
      displayName: "api",
      testMatch: ["<rootDir>/server/test/api/**/*.test.ts"],
      slowTestThreshold: 30,
      globalSetup: "<rootDir>/server/test/support/globalSetup.ts",
      globalTeardown: "<rootDir>/server/test/support/globalTeardown.ts",
    },
    { ...common, displayName: "e2e", testMatch: ["<rootDir>/e2e/**/*.test.ts"], slowTestThreshold: 60 },
  ],
};
