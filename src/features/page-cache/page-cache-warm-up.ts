import { request } from 'node:http'

import { normalizeHost } from '@/lib/host-name'
import { isLoopbackHost } from '@/lib/loopback-host'
import { processSingleton } from '@/lib/process-singleton'

/**
 * What the HTTP entry needs to know of the sites, which it cannot read itself (it has no CMS of
 * its own): instrumentation reads it inside Next (`publishSiteAnswers`) and hands it over through
 * a process singleton.
 * - The pages to warm (issue 23): the first visitor after a start must not wait seconds, so the
 *   server asks itself for every site's start page and car list before it reports healthy, which
 *   loads the page code, builds the search indexes and fills the page cache.
 * - The texts of the answer when it is too busy to render (or a request fails outside Next): the
 *   site's own page error texts (dictionary keys pageErrorTitle, pageErrorText) in its language.
 */
export type WarmUpTarget = { host: string; path: string }
export type BusyTexts = { lang: string; title: string; text: string }
type SiteAnswers = { targets: WarmUpTarget[]; busyTexts: Map<string, BusyTexts>; fallback: BusyTexts }

export type AnswerSite = { key: string; hostnames: readonly string[]; paths: { carList: string }; busyTexts: BusyTexts }

const siteAnswers = processSingleton<Promise<SiteAnswers>>('SiteAnswers')

/**
 * The hosts visitors use: the site's own host name, or `<key>.localhost:<port>` on a local
 * deployment. `fallback` answers a host that is no site's. Called again when a site changes.
 */
export function publishSiteAnswers(loadSites: () => Promise<readonly AnswerSite[]>, fallback: BusyTexts, publicUrl: string, port: number): void {
  const answers = loadSites()
    .then((sites) => {
      const local = isLoopbackHost(new URL(publicUrl).hostname)
      const targets = sites.flatMap((site) => {
        const host = local || !site.hostnames[0] ? `${site.key}.localhost:${port}` : site.hostnames[0]
        return [...new Set(['/', site.paths.carList])].map((path) => ({ host, path }))
      })
      const busyTexts = new Map(
        sites.flatMap((site) => [`${site.key}.localhost`, ...site.hostnames].map((host) => [normalizeHost(host), site.busyTexts] as const)),
      )
      return { targets, busyTexts, fallback }
    })
    .catch(() => ({ targets: [], busyTexts: new Map(), fallback }))
  siteAnswers.set(answers)
}

export async function publishedWarmUpTargets(): Promise<WarmUpTarget[]> {
  return (await siteAnswers.get())?.targets ?? []
}

/** The busy answer's texts for a request's host; undefined until instrumentation has published them. */
export async function busyTextsFor(host: string | undefined): Promise<BusyTexts | undefined> {
  const answers = await siteAnswers.get()
  return answers && (answers.busyTexts.get(normalizeHost(host)) ?? answers.fallback)
}

/** Asks this server for each target, two at a time; returns how many answered 200. */
export async function warmPageCache(port: number, targets: readonly WarmUpTarget[], timeoutMs = 30_000): Promise<number> {
  let ok = 0
  const queue = [...targets]
  const worker = async () => {
    for (let target = queue.shift(); target; target = queue.shift()) {
      if ((await fetchLocal(port, target, timeoutMs)) === 200) ok++
    }
  }
  await Promise.all([worker(), worker()])
  return ok
}

function fetchLocal(port: number, target: WarmUpTarget, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: target.path, headers: { host: target.host, accept: 'text/html' }, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end()
  })
}
