import { availableParallelism } from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = [
  { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
  { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'src/cms/payload.config.ts') },
  // graphql ships a CommonJS and an ES build; Payload and graphql-http (loaded by Node) get the
  // CommonJS one, and our own modules must share it, or graphql-js's realm checks refuse the
  // other copy's errors and types (in the Next build, graphql is a server external: one copy).
  { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
]

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores: one on a 2-core machine, where the suite
    // then runs file after file while the second core idles (the orchestrator hardly works). One
    // worker per core runs the unit files two at a time, beside the integration files.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fresh-modules.ts', 'tests/setup/next-dynamic.ts', 'tests/setup/next-font.ts', 'tests/setup/testing-library.ts'],
          // One module cache per worker, as the integration project: React, Testing Library, zod
          // and the DOM environment's libraries load once per worker instead of once per file
          // (the run took 62 s and 114 CPU-seconds alone, now 38 s and 65); each file still gets
          // fresh project modules, singletons and environment (tests/setup/fresh-modules.ts).
          isolate: false,
          // The exhaustive checks beside pure logic (every locale × number style, the redirect
          // matcher's properties) take 3–4 s on an idle machine: the default 5 s failed one of them
          // in a run beside a core kept busy. A unit test must not depend on the machine being idle.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['tests/integration/prepare-database-race.test.ts'],
          // Sets DATABASE_URL & co. before any test module reads the configuration.
          setupFiles: ['tests/setup/fresh-modules.ts', 'tests/integration/setup-env.ts', 'tests/setup/next-dynamic.ts', 'tests/setup/next-font.ts'],
          // A folder per run for the demo content seeded once and copied into each file that uses it.
          globalSetup: ['tests/integration/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module cache for the run: the libraries load once, not once per file (79 of the
          // SQLite run's 192 s); each file still gets fresh project modules, singletons and
          // environment (tests/setup/fresh-modules.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Two processes preparing one empty PostgreSQL database at once (two Payload starts):
          // a project of its own so it runs beside the integration files, which run one at a time
          // on their shared database; it makes a database of its own. Skipped without PostgreSQL.
          name: 'integration-race',
          include: ['tests/integration/prepare-database-race.test.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          environment: 'node',
          testTimeout: 400_000,
          // As the integration project (one file at a time): vitest runs projects side by side only
          // when their worker counts agree.
          maxWorkers: 1,
        },
      },
      {
        resolve: { alias },
        test: {
          // Heavy checks that need no database (the search engine against its oracle, the demo
          // artwork rendered to pixels, the generated stock against the schemas, the lint rules):
          // run once per `npm test`, not again on PostgreSQL, with timeouts a busy machine meets.
          name: 'slow',
          include: ['tests/slow/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
