import { countStock } from '@/integrations/search/built-in/stock-tables'
import { importFeed } from '@/integrations/search/built-in/feed-import'
import { generateStock } from './stock'
import type { SqlDatabase } from '@/lib/sql-database'

/** About 3,000 cars over the demo sites, with their dealers (issue "demo stock"). */
export const DEMO_STOCK_CARS = 3000

/**
 * Loads the generated demo stock when the database has none, through the same import as real
 * feeds. Returns how many cars it loaded (0 when stock was already there).
 */
export async function loadDemoStock(db: SqlDatabase, cars = DEMO_STOCK_CARS): Promise<number> {
  if ((await countStock(db, 'cars')) + (await countStock(db, 'dealers')) > 0) return 0
  // The long closure a facility page shows as its current vacation starts around the day of the load.
  const stock = generateStock({ cars, closuresFrom: new Date() })
  const byIndex = new Map<string, { kind: 'cars' | 'dealers'; lines: string[] }>()
  const add = (kind: 'cars' | 'dealers', index: string, record: unknown) => {
    const entry = byIndex.get(index) ?? { kind, lines: [] }
    entry.lines.push(JSON.stringify(record))
    byIndex.set(index, entry)
  }
  for (const d of stock.dealers) add('dealers', d.index, d.record)
  for (const c of stock.cars) add('cars', c.index, c.record)
  // The fair prices compare cars across every vehicles index: assessed once, after the last one.
  const lastCarsIndex = [...byIndex].filter(([, { kind }]) => kind === 'cars').at(-1)?.[0]
  let loaded = 0
  for (const [index, { kind, lines }] of byIndex) {
    const report = await importFeed(db, lines, { [kind]: index }, { assessPrices: index === lastCarsIndex })
    if (report.rejected.length > 0) throw new Error(`Demo stock for ${index} was rejected: ${JSON.stringify(report.rejected.slice(0, 3))}`)
    if (kind === 'cars') loaded += report.cars.inserted
  }
  return loaded
}
