import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = { '@': path.resolve(import.meta.dirname, 'src') }

/**
 * Files that only read the demo content and trigger nothing a visitor is limited in (no leads,
 * quotes, bookings or codes): they run two at a time against the one server, most of their time
 * being the browser and the server waiting on each other. Every other file (the admin, content or
 * redirect changes, anything sent through a form or counted per visitor) runs afterwards, in one
 * of the two groups below.
 */
const readOnlyFiles = [
  'accessibility',
  'analytics',
  'block-catalogue',
  'browser',
  'car-detail',
  'car-list',
  'consent',
  'facility-detail',
  'facility-list',
  'fair-price',
  'fallback',
  'head',
  'lcp-priority',
  'layout-shift',
  'link-check',
  'navigation',
  'number-format',
  'page-queries',
  'preset-filters',
  'recently-viewed',
  'redirect-destinations',
  'render-after-load',
  'routes',
  'script-budget',
  'search-api',
  'shell',
  'store-locator',
  'stories',
  'themes',
].map(e2eFile)

/**
 * After the read-only files, the files that change something or send something a visitor is
 * limited in, one at a time, in two groups that share nothing but the demo data they start from:
 * - the editors' and content changes: the admin (an administrator's preferences are per user),
 *   pages, the site shell, the dictionary, redirects, the page cache's second process and its
 *   stock import, and the bad-input fuzz;
 * - the visitors' flows: leads, bookings, codes, quotes, saved searches and favourites.
 * `npm run test:e2e` runs them one after the other on its one server. `npm test` runs the visitors'
 * group in a vitest run of its own, with its own server on its own copy of the data, beside the
 * content group (scripts/test.mjs): the second core idled once the PostgreSQL lane had ended.
 * A new file is in neither list and runs last, alone, after the content group.
 */
const contentFiles = [
  'admin-editor',
  'admin-redirects',
  'bad-input',
  'editing',
  'marketing-forms',
  'navigation-more',
  'page-cache',
  'redirects',
  'security-headers',
].map(e2eFile)
const visitorFiles = ['contact-form', 'favourites', 'finance', 'forms', 'kits', 'lead-fault', 'saved-searches', 'service-booking', 'tire-hotel'].map(e2eFile)

function e2eFile(name: string): string {
  return `tests/e2e/${name}.e2e.test.ts`
}

const shared = {
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // A page under load (CI, the PostgreSQL lane beside it) can take more than the default 1 s to show a change.
  expect: { poll: { timeout: 10_000 } },
  // One more try for a test that failed, as Playwright does on CI: beside the PostgreSQL lane a
  // browser step can miss its time on two busy cores. `npm test` names every test that passed only
  // on its second try at the end of its log, so a flaky test is seen and mended, not hidden.
  retry: 1,
  // One module cache per worker (playwright-core, axe-core and the helpers load once per worker,
  // not once per file): the files share no state through modules, each launches its own browser.
  isolate: false,
}

/** End-to-end tests: a production build served by src/server.ts (as `npm start` does), driven by Debian's Chromium. */
export default defineConfig({
  resolve: { alias },
  test: {
    // Once per vitest run, for every group in it: one server and database (projects do not inherit it).
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { ...shared, name: 'e2e-read-only', include: readOnlyFiles, sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: { ...shared, name: 'e2e-content', include: contentFiles, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      {
        resolve: { alias },
        test: { ...shared, name: 'e2e-visitors', include: visitorFiles, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: [...readOnlyFiles, ...contentFiles, ...visitorFiles],
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})
