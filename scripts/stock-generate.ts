/**
 * Writes deterministic demo stock as JSON lines, one file per search index
 * (vehicles-se.jsonl, sites-se.jsonl, …), one record per line.
 *
 *   npx tsx scripts/stock-generate.ts --cars 3000 [--seed 1] [--out data/stock] [--reference-date 2026-11-01]
 *
 * Streams: cars are written as they are generated, so 100 000 cars need little memory.
 */
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import path from 'node:path'
import { DEFAULT_REFERENCE_DATE, DEFAULT_SEED, generateCars, generateDealers, MAX_CARS, STOCK_INDEXES } from '../src/demo/stock'

const USAGE = `Usage: npx tsx scripts/stock-generate.ts --cars <number> [--seed <number>] [--out <folder>] [--reference-date <ISO date>]
  --cars             total number of cars over all vehicles indexes (0-${MAX_CARS})
  --seed             seed of the random generator (default ${DEFAULT_SEED}); the same seed gives the same stock
  --out              folder for the .jsonl files (default data/stock)
  --reference-date   'now' for the stock (default ${DEFAULT_REFERENCE_DATE})`

class UsageError extends Error {}

type Arguments = { cars: number; seed: number; out: string; referenceDate: Date }

function parseArguments(argv: string[]): Arguments | 'help' {
  const values = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i] ?? ''
    if (argument === '--help' || argument === '-h') return 'help'
    const [name, inline] = argument.split(/=(.*)/s, 2)
    if (!name || !['--cars', '--seed', '--out', '--reference-date'].includes(name)) throw new UsageError(`Unknown argument '${argument}'.`)
    const value = inline ?? argv[++i]
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value.`)
    values.set(name, value)
  }
  const whole = (name: string, text: string | undefined, max: number): number | undefined => {
    if (text === undefined) return undefined
    if (!/^\d+$/.test(text) || Number(text) > max) throw new UsageError(`${name} must be a whole number from 0 to ${max}, got '${text}'.`)
    return Number(text)
  }
  const cars = whole('--cars', values.get('--cars'), MAX_CARS)
  if (cars === undefined) throw new UsageError('--cars is required.')
  const referenceText = values.get('--reference-date') ?? DEFAULT_REFERENCE_DATE
  const referenceDate = new Date(referenceText)
  if (Number.isNaN(referenceDate.getTime())) throw new UsageError(`--reference-date must be an ISO date, got '${referenceText}'.`)
  return {
    cars,
    seed: whole('--seed', values.get('--seed'), 0xffffffff) ?? DEFAULT_SEED,
    out: values.get('--out') ?? path.join('data', 'stock'),
    referenceDate,
  }
}

/** Lines are collected into chunks of about this many characters before they go to the stream. */
const CHUNK_CHARS = 1 << 20

/** One .jsonl file, written in chunks of about a megabyte and waiting when the disk lags behind. */
class JsonLinesFile {
  private readonly stream: WriteStream
  private pending: string[] = []
  private pendingChars = 0
  lines = 0

  constructor(readonly filePath: string) {
    this.stream = createWriteStream(filePath)
  }

  async write(record: unknown): Promise<void> {
    const line = JSON.stringify(record)
    this.pending.push(line)
    this.pendingChars += line.length + 1
    this.lines++
    if (this.pendingChars >= CHUNK_CHARS) await this.flush()
  }

  private async flush(): Promise<void> {
    if (this.pending.length === 0) return
    // Few large writes: the lines of a chunk become one Buffer.
    const chunk = Buffer.from(this.pending.join('\n') + '\n')
    this.pending = []
    this.pendingChars = 0
    if (!this.stream.write(chunk)) await once(this.stream, 'drain')
  }

  async close(): Promise<void> {
    await this.flush()
    this.stream.end()
    await once(this.stream, 'finish')
  }
}

async function main(): Promise<void> {
  let parsed: Arguments | 'help'
  try {
    parsed = parseArguments(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    process.exit(2)
  }
  if (parsed === 'help') {
    console.log(USAGE)
    return
  }
  const { cars, seed, out, referenceDate } = parsed
  const started = performance.now()
  mkdirSync(out, { recursive: true })

  // Every index gets its file, empty or not, so an import always sees the whole set.
  const files = new Map<string, JsonLinesFile>()
  for (const index of STOCK_INDEXES.flatMap((stockIndex) => [stockIndex.vehicles, stockIndex.sites])) {
    if (!files.has(index)) files.set(index, new JsonLinesFile(path.join(out, `${index}.jsonl`)))
  }
  const fileFor = (index: string): JsonLinesFile => {
    const file = files.get(index)
    if (!file) throw new Error(`generated a record for unknown index ${index}`)
    return file
  }

  for (const { index, record } of generateDealers({ seed, referenceDate })) await fileFor(index).write(record)
  for (const { index, record } of generateCars({ cars, seed, referenceDate })) await fileFor(index).write(record)
  await Promise.all([...files.values()].map((file) => file.close()))

  const width = Math.max(...[...files.values()].map((file) => file.filePath.length))
  for (const file of files.values()) console.log(`${file.filePath.padEnd(width)}  ${String(file.lines).padStart(8)}`)
  console.log(`Wrote ${cars} cars (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}

main().catch((error: unknown) => {
  console.error('Generating stock failed:', error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
