import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'scripts/compile-hints.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs']

function walk(file: string, out: string[]) {
  if (!existsSync(file)) return
  const stat = statSync(file)
  if (stat.isDirectory()) for (const entry of readdirSync(file).sort()) walk(path.join(file, entry), out)
  else out.push(file)
}

/** A hash of everything a production build depends on: a different hash means "build again". */
export function buildFingerprint(root: string): string {
  const files: string[] = []
  for (const input of INPUTS) walk(path.join(root, input), files)
  const hash = createHash('sha256')
  for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

export const fingerprintFile = (root: string) => path.join(root, '.next', 'showroom-build-fingerprint')

export function buildIsCurrent(root: string): boolean {
  const file = fingerprintFile(root)
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(file) && readFileSync(file, 'utf8') === buildFingerprint(root)
}
