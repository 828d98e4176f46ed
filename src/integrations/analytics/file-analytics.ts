import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { AnalyticsPort, PageViewEvent } from './analytics-port'

/** `page-views-YYYY-MM-DD.jsonl`, the day in UTC so every server agrees where a view belongs. */
export function pageViewFileName(at: Date): string {
  return `page-views-${at.toISOString().slice(0, 10)}.jsonl`
}

/**
 * Built-in adapter: one JSON line per page view in `<dataDir>/analytics/`, one file per day, so a
 * fresh checkout records page views with no outside service. Appends are single writes of one
 * short line, which keeps lines whole when several processes share the folder.
 */
export class FileAnalytics implements AnalyticsPort {
  constructor(
    private readonly dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get folder(): string {
    return path.join(this.dataDir, 'analytics')
  }

  async recordPageView(event: PageViewEvent): Promise<void> {
    const at = this.now()
    await mkdir(this.folder, { recursive: true })
    const line = JSON.stringify({ recordedAt: at.toISOString(), ...event })
    await appendFile(path.join(this.folder, pageViewFileName(at)), `${line}\n`, 'utf8')
  }
}
