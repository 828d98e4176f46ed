/**
 * `npm run build`: regenerates Payload's import map, then a production build of Next.js, then the
 * compile hints on the scripts every site page runs at start (compile-hints.ts), then the HTTP
 * entry compiled to JavaScript (server-entry.ts).
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildFingerprint, fingerprintFile } from './build-fingerprint'
import { addCompileHints } from './compile-hints'
import { compileServerEntry, SERVER_ENTRY } from './server-entry'

const root = process.cwd()
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=6144' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const fingerprint = buildFingerprint(root)
run('npx', ['--no-install', 'next', 'build'])
const hinted = addCompileHints(path.join(root, '.next'))
console.log(`Compile hints on ${hinted.length} start-up scripts`)
await compileServerEntry(root)
console.log(`HTTP entry compiled to ${SERVER_ENTRY}`)
writeFileSync(fingerprintFile(root), fingerprint)
