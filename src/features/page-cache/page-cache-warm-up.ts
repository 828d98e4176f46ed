import { request } from 'node:http'

import { isLoopbackHost } from '@/lib/loopback-host'

/**
 * The first visitor after a start must not wait seconds (issue 23): the server asks itself for
 * every site's start page and car list before it reports healthy, which loads the page code,
 * builds the search indexes and fills the page cache. The addresses come from the site records,
 * read inside Next by instrumentation (`publishWarmUpTargets`) and handed to the HTTP entry
 * through globalThis, since the entry has no CMS of its own.
 */
export type WarmUpTarget = { host: string; path: string }

const shared = globalThis as typeof globalThis & { __showroomWarmUpTargets?: Promise<WarmUpTarget[]> }

type WarmUpSite = { key: string; hostnames: readonly string[]; paths: { carList: string } }

/** The hosts visitors use: the site's own host name, or `<key>.localhost:<port>` on a local deployment. */
export function publishWarmUpTargets(loadSites: () => Promise<readonly WarmUpSite[]>, publicUrl: string, port: number): void {
  shared.__showroomWarmUpTargets = loadSites()
    .then((sites) => {
      const local = isLoopbackHost(new URL(publicUrl).hostname)
      return sites.flatMap((site) => {
        const host = local || !site.hostnames[0] ? `${site.key}.localhost:${port}` : site.hostnames[0]
        return [...new Set(['/', site.paths.carList])].map((path) => ({ host, path }))
      })
    })
    .catch(() => [])
}

export function publishedWarmUpTargets(): Promise<WarmUpTarget[]> | undefined {
  return shared.__showroomWarmUpTargets
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
