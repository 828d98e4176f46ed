/**
 * npm run bench:next-floor [-- --no-build] [--seconds 8] [--site nordbil]
 *
 * What a cold render costs us, beside what Next itself costs for the same HTML (issue 38). One run:
 *   1. Our production server with the page cache off (every request renders) on the demo data: a
 *      car page (40 different cars in turn), the car list and the start page, each for `--seconds`
 *      at one connection (p50, p95) and at ten (pages/s).
 *   2. Next's floor: a throw-away Next app, built with the same Next and React, whose pages are the
 *      same three pages' HTML (one sample of each, the body's elements and text as server
 *      components, nothing else: no data, no client component, no proxy, no page cache), measured
 *      the same way; and a page of one element for what any App Router render costs.
 * Printed side by side. The difference is what our own code adds to a render (data, client
 * components, the proxy, metadata); the floor is what no change of ours below Next can go under
 * without sending less HTML. The load generator shares the machine's two cores with the server,
 * as in bench:load.
 *
 * With `--lighthouse` (issue 39), also Lighthouse (mobile, both throttling methods, the median of
 * `--runs`) on our car page and start page and on the floor's: the floor pages get the same
 * stylesheet (with its fonts) and pictures, fetched from our server, and the same <html> and
 * <body> attributes, so they look the same; what they lack is every script of ours (the islands,
 * the consent sheet's) — only Next's runtime and React's hydration of the page remain. Our pages
 * are measured on the server above, so with the page cache off (each load renders, as a cold page).
 *
 * Exits 0 whatever the figures (a benchmark, not a test).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { startBenchServer } from './bench-server'
import { median, type Metric, measureWithRetry, type Run, type Throttling } from './lighthouse-run'
import { bodyOf, closedLoop, findMix, type Tally } from './load-generator'
import { type FloorElement, floorElement, floorPath, type PageSample, pageTree } from './next-floor-page'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    site: { type: 'string', default: 'nordbil' },
    port: { type: 'string', default: '3193' },
    'floor-port': { type: 'string', default: '3194' },
    /** Use the build that is there (after `npm run build`). */
    'no-build': { type: 'boolean', default: false },
    /** Lighthouse on our car and start pages and on the floor's (issue 39). */
    lighthouse: { type: 'boolean', default: false },
    /** Lighthouse runs per page and throttling method (the median is printed). */
    runs: { type: 'string', default: '3' },
  },
})
const seconds = Number(args.seconds)
const site = args.site ?? 'nordbil'
const port = Number(args.port)
const floorPort = Number(args['floor-port'])
const lighthouseRuns = Math.max(1, Number(args.runs))
/** The pages Lighthouse measures with --lighthouse. */
const LIGHTHOUSE_PAGES = ['car', 'start']

/** What the floor pages need to look like ours: the stylesheets, the <html> and <body> attributes, the pictures' and fonts' files. */
type FloorLook = { stylesheets: string[]; htmlProps: Record<string, unknown>; bodyProps: Record<string, unknown>; files: Map<string, Buffer> }

/** The local files `samples` refer to (stylesheets, the fonts in them, pictures), fetched from our server. */
async function floorLook(origin: string, host: string, samples: PageSample[]): Promise<FloorLook> {
  const files = new Map<string, Buffer>()
  const fetchFile = async (url: string) => {
    if (files.has(url)) return files.get(url)!
    const response = await fetch(`${origin}${url}`, { headers: { host } })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    files.set(url, bytes)
    return bytes
  }
  const stylesheets = new Set<string>()
  const documents = samples.map((sample) => sample.document)
  for (const document of documents) {
    for (const link of Array.from(document.querySelectorAll('link[rel="stylesheet"][href^="/"]'))) stylesheets.add(link.getAttribute('href')!)
    for (const element of Array.from(document.body.querySelectorAll('[src^="/"], [srcset]'))) {
      const urls = [element.getAttribute('src'), ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0])]
      for (const url of urls) if (url?.startsWith('/') && !url.startsWith('//')) await fetchFile(url)
    }
  }
  for (const stylesheet of stylesheets) {
    const css = (await fetchFile(stylesheet)).toString('utf8')
    // Fonts and pictures the stylesheet names, relative to it: kept beside it under the same folders.
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
      if (!url!.startsWith('data:')) await fetchFile(new URL(url!, `http://floor${stylesheet}`).pathname)
  }
  // The <html> and <body> attributes as props, as floorElement makes them (their children are the layout's).
  const attributes = (element: Element) => floorElement(element.cloneNode(false) as Element)[1]
  return { stylesheets: [...stylesheets], htmlProps: attributes(documents[0]!.documentElement), bodyProps: attributes(documents[0]!.body), files }
}

const FLOOR_PAGE = `import { createElement, type ReactNode } from 'react'
import { headers } from 'next/headers'
import tree from './tree.json'

type FloorElement = [string, Record<string, unknown>, (FloorElement | string)[]]
const build = (node: FloorElement | string, key?: number): ReactNode =>
  typeof node === 'string' ? node : createElement(node[0], { ...node[1], key }, ...node[2].map(build))

// Read a request header, as every page of ours does (its host, its nonce): rendered per request.
export default async function Page() {
  await headers()
  return build(tree as unknown as FloorElement)
}
`

/** The floor app in a temporary folder, built with this project's Next; its `pages` are served at /<name>. */
function buildFloorApp(pages: Record<string, FloorElement>, look: FloorLook): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-next-floor-'))
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'next-floor', private: true }))
  // Turbopack compiles only files under its root: the common ancestor of the folder and node_modules.
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { poweredByHeader: false, turbopack: { root: '/' } }\n`)
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        allowJs: true,
        esModuleInterop: true,
      },
      include: ['**/*.ts', '**/*.tsx'],
    }),
  )
  mkdirSync(path.join(dir, 'app'))
  // Files under /_next are Next's own: the floor keeps ours elsewhere (floorPath).
  for (const [url, bytes] of look.files) {
    const file = path.join(dir, 'public', floorPath(url))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
  }
  const stylesheets = look.stylesheets.map((href) => `<link rel="stylesheet" href=${JSON.stringify(floorPath(href))} />`).join('')
  writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    `export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html {...${JSON.stringify(look.htmlProps)}}><head>${stylesheets}</head><body {...${JSON.stringify(look.bodyProps)}}>{children}</body></html>\n}\n`,
  )
  for (const [name, tree] of Object.entries(pages)) {
    mkdirSync(path.join(dir, 'app', name))
    writeFileSync(path.join(dir, 'app', name, 'tree.json'), JSON.stringify(tree))
    writeFileSync(path.join(dir, 'app', name, 'page.tsx'), FLOOR_PAGE)
  }
  const built = spawnSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`building the floor app failed:\n${built.stdout.toString()}${built.stderr.toString()}`)
  }
  return dir
}

async function startFloorApp(dir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(floorPort)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${floorPort}/tiny`)).ok) return server
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  server.kill()
  throw new Error('the floor app did not start')
}

type Row = { name: string; one: Tally; ten: Tally }

async function measure(serverPort: number, name: string, host: string, paths: string[]): Promise<Row> {
  let turn = 0
  const next = () => ({ host, path: paths[turn++ % paths.length]! })
  // A few renders first: the first ones load the route's code.
  await closedLoop(serverPort, 1, 1, next)
  const one = await closedLoop(serverPort, 1, seconds, next)
  const ten = await closedLoop(serverPort, 10, seconds, next)
  return { name, one, ten }
}

const ms = (n: number) => `${n.toFixed(1)} ms`

type Scores = Record<Throttling, (key: Metric) => number>

/** Lighthouse's medians on `url`, both throttling methods, `lighthouseRuns` runs each. */
async function lighthouseScores(url: string): Promise<Scores> {
  const scores = {} as Scores
  for (const throttling of ['simulate', 'devtools'] as const) {
    const runs: Run[] = []
    for (let i = 0; i < lighthouseRuns; i++) runs.push(await measureWithRetry(url, throttling))
    scores[throttling] = (key) => median(runs.map((run) => run[key]))
    console.log(`  ${url} ${throttling}: performance ${runs.map((run) => Math.round(run.performance * 100)).join(' / ')}`)
  }
  return scores
}

async function main() {
  console.log(`bench:next-floor — ${site}, ${seconds} s per cell, one process, 2 cores shared with the load generator\n`)
  const server = await startBenchServer({ name: 'next-floor', port, build: !args['no-build'], extraEnv: { SHOWROOM_PAGE_CACHE: 'off' } })
  const ours: Row[] = []
  const samples: Record<string, PageSample> = {}
  const ourScores: Record<string, Scores> = {}
  const pagePaths: Record<string, string> = {}
  let look: FloorLook
  try {
    const mix = await findMix(port, site)
    const pages = { car: mix.details, list: ['/kop-bil'], start: ['/'] }
    for (const [name, paths] of Object.entries(pages)) {
      pagePaths[name] = paths[0]!
      samples[name] = pageTree(await bodyOf(port, site, paths[0]!))
      ours.push(await measure(port, name, site, paths))
    }
    look = await floorLook(server.origin, `${site}.localhost:${port}`, Object.values(samples))
    if (args.lighthouse) {
      console.log('Lighthouse on our pages …')
      for (const name of LIGHTHOUSE_PAGES) ourScores[name] = await lighthouseScores(`http://${site}.localhost:${port}${pagePaths[name]}`)
    }
  } finally {
    server.stop()
  }

  console.log('Building the floor app …')
  const dir = buildFloorApp(
    { ...Object.fromEntries(Object.entries(samples).map(([name, sample]) => [name, sample.tree])), tiny: ['div', {}, ['One element.']] },
    look,
  )
  const floor: Row[] = []
  const floorScores: Record<string, Scores> = {}
  let floorServer: ChildProcess | undefined
  try {
    floorServer = await startFloorApp(dir)
    for (const name of [...Object.keys(samples), 'tiny']) floor.push(await measure(floorPort, name, '', [`/${name}`]))
    if (args.lighthouse) {
      console.log('Lighthouse on the floor pages …')
      for (const name of LIGHTHOUSE_PAGES) floorScores[name] = await lighthouseScores(`http://localhost:${floorPort}/${name}`)
    }
  } finally {
    floorServer?.kill()
    rmSync(dir, { recursive: true, force: true })
  }

  console.log('\n| page | elements | HTML | ours p50 / p95, 1 conn. | Next floor p50 / p95 | ours pages/s, 10 conn. | floor pages/s | errors (ours / floor) |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const row of floor) {
    const our = ours.find((r) => r.name === row.name)
    const sample = samples[row.name]
    console.log(
      `| ${row.name} | ${sample?.elements ?? 1} | ${sample ? `${Math.round(sample.bytes / 1024)} KB` : '–'} | ${our ? `${ms(our.one.percentile(50))} / ${ms(our.one.percentile(95))}` : '–'} | ${ms(row.one.percentile(50))} / ${ms(row.one.percentile(95))} | ${our ? our.ten.rps.toFixed(1) : '–'} | ${row.ten.rps.toFixed(1)} | ${our ? our.one.errorText() : '–'} / ${row.one.errorText()} |`,
    )
  }
  console.log(
    `\nLoad generator CPU: ${Math.round(ours[0]?.ten.cpuPercent ?? 0)} % of a core (ours, car pages at 10), ${Math.round(floor[0]?.ten.cpuPercent ?? 0)} % (floor).`,
  )
  console.log('Targets (issue 38): car page p50 ≤ 15 ms, car list and start page ≤ 25 ms; ≥ 60 cold pages/s at 10 connections.')

  if (args.lighthouse) {
    const both = (scores: Scores | undefined, format: (m: (key: Metric) => number) => string) =>
      scores ? `${format(scores.simulate)} / ${format(scores.devtools)}` : '–'
    const score = (m: (key: Metric) => number) => String(Math.round(m('performance') * 100))
    const tbt = (m: (key: Metric) => number) => `${Math.round(m('tbt'))}`
    const lcp = (m: (key: Metric) => number) => (m('lcp') / 1000).toFixed(1)
    console.log(`\nLighthouse mobile (4x CPU, slow 4G), median of ${lighthouseRuns} run(s) per method, simulate / devtools:`)
    console.log('| page | ours: performance | floor: performance | ours: TBT ms | floor: TBT ms | ours: LCP s | floor: LCP s |')
    console.log('|---|---|---|---|---|---|---|')
    for (const name of LIGHTHOUSE_PAGES)
      console.log(
        `| ${name} | ${both(ourScores[name], score)} | ${both(floorScores[name], score)} | ${both(ourScores[name], tbt)} | ${both(floorScores[name], tbt)} | ${both(ourScores[name], lcp)} | ${both(floorScores[name], lcp)} |`,
      )
    console.log('Target (issue 39): performance ≥ 95 in both methods.')
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
