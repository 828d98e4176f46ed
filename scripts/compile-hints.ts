/**
 * Explicit compile hints on the scripts every public page runs at start (issue 21, Lighthouse).
 *
 * V8 compiles a function lazily, on the main thread, the first time it is called. Next's framework
 * (react-dom, the router) and our shared client code are wrapped in module factories that all run
 * during start-up, so a page's first long task was mostly that compiling: in a CPU profile of a
 * story page under Lighthouse's 4x slowdown, 290 ms of a 500 ms task sat in Turbopack's module
 * loader before any factory ran. The comment `//# allFunctionsCalledOnLoad` as a file's first line
 * tells Chromium (136 and later) to compile the whole file eagerly, on a background thread while it
 * streams in (https://v8.dev/blog/explicit-compile-hints). Other browsers ignore the comment.
 *
 * Only files whose code runs on every page load get it: Next's root main files and the chunks the
 * public site route's layouts and page list as their entry (the `<script async>` tags of every site
 * page). Chunks fetched later (the map, dialogs, the admin) stay lazy, as V8 advises for code that
 * may never run. Measured in docs/architecture.md ("Compile hints").
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

import { z } from 'zod'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The route whose pages visitors load: the public sites (src/app/(site)). */
const PUBLIC_ROUTE = /^\/\(site\)\//

const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) })
const clientReferenceManifestSchema = z.record(z.string(), z.object({ entryJSFiles: z.record(z.string(), z.array(z.string())).default({}) }))
export type ClientReferenceManifests = z.infer<typeof clientReferenceManifestSchema>

/** The scripts (paths relative to `.next`) that every public page loads and runs at start. */
export function startupScripts(buildManifest: unknown, clientReferenceManifests: ClientReferenceManifests): string[] {
  const files = new Set(buildManifestSchema.parse(buildManifest).rootMainFiles)
  for (const [route, manifest] of Object.entries(clientReferenceManifests)) {
    if (!PUBLIC_ROUTE.test(route)) continue
    for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) files.add(chunk)
  }
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/** The script with the hint as its first line (once: a second build step leaves it as it is). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`
}

/** A route's client reference manifest is a script that assigns `globalThis.__RSC_MANIFEST[route]`. */
export function readClientReferenceManifest(source: string): ClientReferenceManifests {
  const sandbox: { __RSC_MANIFEST?: unknown } = {}
  runInNewContext(source, sandbox, { timeout: 1000 })
  return clientReferenceManifestSchema.parse(sandbox.__RSC_MANIFEST ?? {})
}

/** Puts the hint on the start-up scripts of the build in `distDir`; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const buildManifest: unknown = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const manifests: ClientReferenceManifests = {}
  const appDir = path.join(distDir, 'server', 'app')
  const manifestFiles = existsSync(appDir)
    ? readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => path.basename(file) === 'page_client-reference-manifest.js')
    : []
  for (const file of manifestFiles) Object.assign(manifests, readClientReferenceManifest(readFileSync(path.join(appDir, file), 'utf8')))
  const changed: string[] = []
  for (const script of startupScripts(buildManifest, manifests)) {
    const file = path.join(distDir, script)
    const source = readFileSync(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    writeFileSync(file, hinted)
    changed.push(script)
  }
  return changed
}
