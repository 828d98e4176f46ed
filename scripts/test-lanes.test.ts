import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { POSTGRES_FILES, SQLITE_ONLY_FILES } from '../tests/integration/postgres-lane.mjs'

const integrationFiles = readdirSync(path.resolve(import.meta.dirname, '../tests/integration')).filter((name) => name.endsWith('.test.ts'))

describe("npm test's PostgreSQL lane", () => {
  it('names every integration file in one list, with a reason, and no file that does not exist', () => {
    const named = [...Object.keys(POSTGRES_FILES), ...Object.keys(SQLITE_ONLY_FILES)]
    expect(named.filter((name) => !integrationFiles.includes(name))).toEqual([])
    expect(integrationFiles.filter((name) => !named.includes(name))).toEqual([])
    expect(Object.keys(POSTGRES_FILES).filter((name) => name in SQLITE_ONLY_FILES)).toEqual([])
    for (const reason of [...Object.values(POSTGRES_FILES), ...Object.values(SQLITE_ONLY_FILES)]) expect(reason.length).toBeGreaterThan(10)
  })
})
