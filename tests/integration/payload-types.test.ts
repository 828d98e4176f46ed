import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import configPromise from '@payload-config'
import { generateTypes } from 'payload/node'
import { afterAll, expect, it } from 'vitest'

/**
 * src/payload-types.ts is written by `npm run generate:types`, not on every Payload start
 * (typescript.autoGenerate is off in the config: it cost a child process of about 12 CPU-seconds
 * per start). So a collection or field changed without regenerating is caught here: the types
 * generated from the config now must be the committed file.
 */
const folder = mkdtempSync(path.join(tmpdir(), 'showroom-payload-types-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

it('src/payload-types.ts is what the CMS config generates (else run npm run generate:types)', async () => {
  const generated = path.join(folder, 'payload-types.ts')
  const before = process.env.PAYLOAD_TS_OUTPUT_PATH
  process.env.PAYLOAD_TS_OUTPUT_PATH = generated
  try {
    await generateTypes(await configPromise, { log: false })
  } finally {
    if (before === undefined) delete process.env.PAYLOAD_TS_OUTPUT_PATH
    else process.env.PAYLOAD_TS_OUTPUT_PATH = before
  }
  const committed = readFileSync(path.resolve(import.meta.dirname, '../../src/payload-types.ts'), 'utf8')
  // Not toBe: a failure would print two 4,000-line files.
  expect(readFileSync(generated, 'utf8') === committed, 'src/payload-types.ts is behind the CMS config: run npm run generate:types').toBe(true)
})
