/**
 * What `stock:import` and `kits:import` share: the arguments (<file.jsonl> … [--site KEY | --index
 * NAME] [--replace]), their checks, the CMS and its database (migrated), the site lookup, the
 * report of rejected lines and the exit code (1 when any line was rejected; valid lines are
 * loaded either way).
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import type { SqlDatabase } from '../src/lib/sql-database'
import type { Site } from '../src/payload-types'
import { openCmsForScript } from './open-cms-for-script'

export type FeedImportCli = {
  files: string[]
  site: string | undefined
  index: string | undefined
  replace: boolean
  payload: Payload
  db: SqlDatabase
  /** Prints the message with the usage line and exits with 2. */
  usage: (message: string) => never
  /** The site record with this key, or the usage message. */
  findSite: (key: string) => Promise<Site>
}

export async function openFeedImport(command: string): Promise<FeedImportCli> {
  const usage = (message: string): never => {
    console.error(`${message}\nUsage: npm run ${command} -- <file.jsonl> [...] [--site KEY | --index NAME] [--replace]`)
    process.exit(2)
  }
  let args
  try {
    args = parseArgs({ allowPositionals: true, options: { site: { type: 'string' }, index: { type: 'string' }, replace: { type: 'boolean', default: false } } })
  } catch (error) {
    usage((error as Error).message)
  }
  const files = args!.positionals
  if (files.length === 0) usage('No feed file given.')
  if (args!.values.site && args!.values.index) usage('Give --site or --index, not both.')
  for (const file of files) if (!existsSync(file)) usage(`No such file: ${file}`)
  const { payload, db } = await openCmsForScript(usage)
  const findSite = async (key: string): Promise<Site> => {
    const found = await payload.find({ collection: 'sites', where: { key: { equals: key } }, limit: 1, depth: 0 })
    return found.docs[0] ?? usage(`No site with the key "${key}".`)
  }
  return {
    files,
    site: args!.values.site,
    index: args!.values.index,
    replace: args!.values.replace ?? false,
    payload,
    db,
    usage,
    findSite,
  }
}

/** The first 200 rejected lines, with line number, field and reason. */
export function printRejected(rejected: readonly { line: number; field: string; reason: string }[]): void {
  if (rejected.length === 0) return
  console.log(`  ${rejected.length} problem(s) in rejected lines:`)
  for (const r of rejected.slice(0, 200)) console.log(`    line ${r.line}: ${r.field}: ${r.reason}`)
  if (rejected.length > 200) console.log(`    … and ${rejected.length - 200} more`)
}

/** Runs an import's main: a throw is reported and exits with 1; otherwise its answer is the exit code. */
export function runFeedImport(main: () => Promise<boolean>): void {
  main().then(
    (failed) => process.exit(failed ? 1 : 0),
    (error: unknown) => {
      console.error('Import failed, nothing was changed:', error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
