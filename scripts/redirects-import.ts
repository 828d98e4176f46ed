/**
 * npm run redirects:import -- <file.csv> --site KEY [--replace]
 *
 * Loads a site's redirect rules from CSV (columns in features/redirects/redirect-csv.ts). Every line
 * is checked like a save in the CMS; when any line has a problem, each is printed with its line
 * number and nothing is saved. Without --replace the rules are added to the site's list; with it
 * the file becomes the list. Servers pick the change up within a few seconds.
 */
import { existsSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { openCmsForScript } from './open-cms-for-script'

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run redirects:import -- <file.csv> --site KEY [--replace]`)
  process.exit(2)
}

async function main() {
  let args
  try {
    args = parseArgs({ allowPositionals: true, options: { site: { type: 'string' }, replace: { type: 'boolean', default: false } } })
  } catch (error) {
    usage((error as Error).message)
  }
  const [file, ...extra] = args.positionals
  if (!file) usage('No CSV file given.')
  if (extra.length > 0) usage('Give one CSV file.')
  if (!args.values.site) usage('Give the site the rules belong to: --site KEY.')
  if (!existsSync(file)) usage(`No such file: ${file}`)

  const { payload, db } = await openCmsForScript(usage)
  const { importRedirectCsv } = await import('../src/features/redirects')
  const found = await payload.find({ collection: 'sites', where: { key: { equals: args.values.site } }, limit: 1, depth: 0, overrideAccess: true })
  const site = found.docs[0]
  if (!site) usage(`No site with the key "${args.values.site}".`)

  const started = Date.now()
  const report = await importRedirectCsv(db, { id: Number(site.id), key: site.key }, readFileSync(file, 'utf8'), {
    replace: args.values.replace,
  })
  await payload.destroy()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (!report.ok) {
    console.error(`${file}: nothing was saved, ${report.problems.length} problem(s):`)
    for (const p of report.problems.slice(0, 500)) console.error(`  line ${p.line}: ${p.message}`)
    if (report.problems.length > 500) console.error(`  … and ${report.problems.length - 500} more`)
    process.exit(1)
  }
  console.log(
    `${file} → ${site.key} in ${seconds} s: ${report.inserted} new, ${report.updated} changed${args.values.replace ? `, ${report.deleted} removed` : ''}`,
  )
  for (const w of report.warnings.slice(0, 200)) console.log(`  note, line ${w.line}: ${w.message}`)
  if (report.warnings.length > 200) console.log(`  … and ${report.warnings.length - 200} more notes`)
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error('Import failed, nothing was changed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
