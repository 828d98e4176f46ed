/**
 * npm run redirects:export [-- --site KEY] [--out file.csv]
 *
 * Writes redirect rules as CSV (the import's columns, plus hits and last_hit_at): one site's with
 * --site, else every site's with a site column. To standard output unless --out is given.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { openCmsForScript } from './open-cms-for-script'

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run redirects:export [-- --site KEY] [--out file.csv]`)
  process.exit(2)
}

async function main() {
  let args
  try {
    args = parseArgs({ options: { site: { type: 'string' }, out: { type: 'string' } } })
  } catch (error) {
    usage((error as Error).message)
  }
  const { payload, db } = await openCmsForScript(usage)
  const { exportRedirectCsv } = await import('../src/features/redirects')
  const found = await payload.find({
    collection: 'sites',
    ...(args.values.site ? { where: { key: { equals: args.values.site } } } : {}),
    depth: 0,
    pagination: false,
    sort: 'key',
    overrideAccess: true,
  })
  if (args.values.site && found.docs.length === 0) usage(`No site with the key "${args.values.site}".`)
  const csv = await exportRedirectCsv(
    db,
    found.docs.map((s) => ({ id: Number(s.id), key: s.key })),
    !args.values.site,
  )
  await payload.destroy()
  if (args.values.out) {
    writeFileSync(args.values.out, csv)
    console.error(`${csv.split('\n').length - 2} rule(s) written to ${args.values.out}`)
  } else process.stdout.write(csv)
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error('Export failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
