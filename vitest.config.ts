import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src'), '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts') }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/next-dynamic.ts', 'tests/setup/testing-library.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Sets DATABASE_URL & co. before any test module reads the configuration.
          setupFiles: ['tests/integration/setup-env.ts', 'tests/setup/next-dynamic.ts'],
          // A folder per run for the demo content seeded once and copied into each file that uses it.
          globalSetup: ['tests/integration/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
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
