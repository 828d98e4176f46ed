import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { PageViewEvent } from './analytics-port'
import { FileAnalytics, pageViewFileName } from './file-analytics'

const view = (over: Partial<PageViewEvent> = {}): PageViewEvent => ({
  channel: 'WEB',
  currency: 'SEK',
  pageName: 'Start',
  variantId: 'page-1',
  language: 'sv',
  path: '/',
  siteKey: 'bilhuset',
  ...over,
})

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-analytics-'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const lines = async (file: string) =>
  (await readFile(path.join(dataDir, 'analytics', file), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('FileAnalytics (built-in analytics adapter)', () => {
  it('creates the analytics folder and appends one JSON line per page view', async () => {
    const analytics = new FileAnalytics(dataDir, () => new Date('2025-05-06T08:00:00.000Z'))
    await analytics.recordPageView(view())
    await analytics.recordPageView(view({ path: '/bilar', pageName: 'Bilar' }))

    expect(await readdir(path.join(dataDir, 'analytics'))).toEqual(['page-views-2025-05-06.jsonl'])
    expect(await lines('page-views-2025-05-06.jsonl')).toEqual([
      { recordedAt: '2025-05-06T08:00:00.000Z', ...view() },
      { recordedAt: '2025-05-06T08:00:00.000Z', ...view({ path: '/bilar', pageName: 'Bilar' }) },
    ])
  })

  it('starts a new file each UTC day', async () => {
    let now = new Date('2025-05-06T23:59:59.000Z')
    const analytics = new FileAnalytics(dataDir, () => now)
    await analytics.recordPageView(view())
    now = new Date('2025-05-07T00:00:01.000Z')
    await analytics.recordPageView(view())
    expect((await readdir(path.join(dataDir, 'analytics'))).sort()).toEqual(['page-views-2025-05-06.jsonl', 'page-views-2025-05-07.jsonl'])
  })

  it('keeps every line whole when many views arrive at once', async () => {
    const analytics = new FileAnalytics(dataDir, () => new Date('2025-05-06T12:00:00.000Z'))
    await Promise.all(Array.from({ length: 50 }, (_, i) => analytics.recordPageView(view({ path: `/sida-${i}` }))))
    const recorded = await lines('page-views-2025-05-06.jsonl')
    expect(recorded).toHaveLength(50)
    expect(new Set(recorded.map((r) => r.path)).size).toBe(50)
  })

  it('names the file after the UTC date', () => {
    expect(pageViewFileName(new Date('2025-12-31T23:30:00-02:00'))).toBe('page-views-2026-01-01.jsonl')
  })
})
