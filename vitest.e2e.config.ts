import path from 'node:path'

import { defineConfig } from 'vitest/config'

/** End-to-end tests: a production build served by `next start`, driven by Debian's Chromium. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A page under load (CI, the PostgreSQL lane beside it) can take more than the default 1 s to show a change.
    expect: { poll: { timeout: 10_000 } },
  },
})
