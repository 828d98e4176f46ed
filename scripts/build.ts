/** `npm run build`: regenerates Payload's import map, then a production build of Next.js. */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

import { buildFingerprint, fingerprintFile } from './build-fingerprint'

const root = process.cwd()
const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=6144' } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const fingerprint = buildFingerprint(root)
run('npx', ['--no-install', 'next', 'build'])
writeFileSync(fingerprintFile(root), fingerprint)
