import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, readClientReferenceManifest, startupScripts, withCompileHint } from './compile-hints'

/** A client reference manifest as Next writes it: a script that fills in `globalThis.__RSC_MANIFEST`. */
const manifestScript = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles })};`

const SITE_ROUTE = '/(site)/site/[host]/[lang]/[[...path]]/page'
const ADMIN_ROUTE = '/(payload)/admin/[[...segments]]/page'

let dist: string | undefined
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true })
  dist = undefined
})

/** A `.next` folder with Next's framework files, a public site page, the admin, and a chunk loaded later. */
function fakeBuild(): string {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  for (const name of ['framework', 'router', 'site-layout', 'site-page', 'admin', 'map-later']) {
    writeFileSync(path.join(dist, 'static', 'chunks', `${name}.js`), `(globalThis.TURBOPACK||=[]).push(["${name}"])`)
  }
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: [], rootMainFiles: ['static/chunks/framework.js', 'static/chunks/router.js'] }),
  )
  const siteDir = path.join(dist, 'server', 'app', '(site)', 'site', '[host]', '[lang]', '[[...path]]')
  const adminDir = path.join(dist, 'server', 'app', '(payload)', 'admin', '[[...segments]]')
  mkdirSync(siteDir, { recursive: true })
  mkdirSync(adminDir, { recursive: true })
  writeFileSync(
    path.join(siteDir, 'page_client-reference-manifest.js'),
    manifestScript(SITE_ROUTE, {
      '[project]/src/app/(site)/layout': ['static/chunks/site-layout.js'],
      '[project]/src/app/(site)/page': ['static/chunks/site-layout.js', 'static/chunks/site-page.js', 'static/chunks/site.css'],
    }),
  )
  writeFileSync(
    path.join(adminDir, 'page_client-reference-manifest.js'),
    manifestScript(ADMIN_ROUTE, { '[project]/src/app/(payload)/admin/page': ['static/chunks/admin.js'] }),
  )
  return dist
}

const chunk = (name: string) => readFileSync(path.join(dist!, 'static', 'chunks', `${name}.js`), 'utf8')

describe('compile hints on the scripts every site page runs at start', () => {
  it('reads the routes’ entry chunks from the manifest script Next writes', () => {
    expect(readClientReferenceManifest(manifestScript(SITE_ROUTE, { layout: ['static/chunks/a.js'] }))).toEqual({
      [SITE_ROUTE]: { entryJSFiles: { layout: ['static/chunks/a.js'] } },
    })
  })

  it('names the framework files and the public site’s entry chunks, not the admin’s or a stylesheet', () => {
    const scripts = startupScripts(
      { rootMainFiles: ['static/chunks/framework.js'] },
      {
        [SITE_ROUTE]: { entryJSFiles: { page: ['static/chunks/site-page.js', 'static/chunks/site.css'] } },
        [ADMIN_ROUTE]: { entryJSFiles: { page: ['static/chunks/admin.js'] } },
      },
    )
    expect(scripts).toEqual(['static/chunks/framework.js', 'static/chunks/site-page.js'])
  })

  it('puts the hint first in those files of a build, once, and leaves the others lazy', () => {
    const dir = fakeBuild()
    expect(addCompileHints(dir)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/router.js',
      'static/chunks/site-layout.js',
      'static/chunks/site-page.js',
    ])
    for (const name of ['framework', 'router', 'site-layout', 'site-page'])
      expect(chunk(name)).toBe(`${COMPILE_HINT}\n(globalThis.TURBOPACK||=[]).push(["${name}"])`)
    expect(chunk('admin').startsWith(COMPILE_HINT)).toBe(false)
    expect(chunk('map-later').startsWith(COMPILE_HINT)).toBe(false)
    // A second run (a build step repeated) changes nothing.
    expect(addCompileHints(dir)).toEqual([])
    expect(withCompileHint(chunk('framework'))).toBe(chunk('framework'))
  })

  it('refuses a build manifest without the framework files, rather than hinting nothing quietly', () => {
    expect(() => startupScripts({ pages: {} }, {})).toThrow()
  })
})
