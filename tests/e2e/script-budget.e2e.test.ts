import { describe, expect, it } from 'vitest'

import { measurePageScripts, PAGES, pagesOverBudget } from '../../scripts/page-scripts'
import { e2e } from './helpers'

/**
 * Issue 39: the script each public page type gives a visitor before any interaction (files its
 * HTML references and inline scripts, gzip) stays within the type's budget in
 * scripts/page-scripts.ts, as `npm run bench:bundles` measures it, so a change that adds script to
 * a page type fails here and names the page. The budgets are today's figures, not yet the issue's
 * (see page-scripts.ts).
 */
describe('the script a page gives a visitor (issue 39)', () => {
  it('stays within each page type’s budget, and every script the page names is there', async () => {
    const results = await measurePageScripts(`http://127.0.0.1:${e2e().port}`)
    expect(results.map((r) => r.page)).toEqual(PAGES.map((p) => p.label))
    expect(pagesOverBudget(results)).toEqual([])
    expect(results.flatMap((r) => r.missing.map((file) => `${r.page}: ${file}`))).toEqual([])
    // Every page has the framework's script: a page measured as (nearly) empty would be a broken measurement.
    for (const r of results) expect(r.gzipBytes, r.page).toBeGreaterThan(100 * 1024)
  })
})
