import { cache } from 'react'

import { processSingleton } from '@/lib/process-singleton'

/**
 * What a page render read, as cache tags (issue 23): the HTTP entry gives each render it may cache
 * an id in RENDER_ID_HEADER; the page names its site and page (`noteRenderTags`), and whatever the
 * render reads on the way adds its own (`noteRenderDependency`, e.g. a search of a stock index).
 * The entry stores the page under these tags when the response ends, so a change drops exactly the
 * pages that showed it. A render that noted nothing is not stored.
 */
export const RENDER_ID_HEADER = 'x-showroom-render-id'

type Registry = Map<string, Set<string>>

// One per process: the HTTP entry (src/server.ts) and the page bundles are separate module copies.
const registry = processSingleton<Registry>('RenderTags').getOrCreate(() => new Map())

/** This render's tag set: one per request (React's cache), shared by the layout, the page and what they render. */
const currentRenderTags = cache((): { tags: Set<string>; registered: boolean } => ({ tags: new Set(), registered: false }))

/** Called by a page (or a route handler, with its request's headers) with what it shows. */
export function noteRenderTags(requestHeaders: Pick<Headers, 'get'>, tags: readonly string[]): void {
  const id = requestHeaders.get(RENDER_ID_HEADER)
  const current = safeCurrentRenderTags()
  const set = current?.tags ?? new Set<string>()
  for (const tag of tags) set.add(tag)
  if (!id) return
  if (current && current.registered) return
  if (current) current.registered = true
  // Only ids the entry opened (claimRenderTags deletes them): a forged header cannot fill the registry.
  if (registry.has(id)) registry.set(id, set)
}

/** Named by a render that showed a failure (a block's fallback, a search that failed): the page is not kept. */
export const RENDER_FAILED_TAG = 'render-failed'

/** Says this render shows a failure: its page is sent as it is but never kept for other visitors. */
export function noteRenderFailure(): void {
  noteRenderDependency(RENDER_FAILED_TAG)
}

/** Adds a tag to the current render's set, if this code runs inside a page render (else nothing). */
export function noteRenderDependency(tag: string): void {
  safeCurrentRenderTags()?.tags.add(tag)
}

function safeCurrentRenderTags() {
  try {
    return currentRenderTags()
  } catch {
    // Outside a React server render (a route handler, a script): nothing to collect into.
    return undefined
  }
}

/** The HTTP entry opens an id before handing a request to Next … */
export function openRenderTags(id: string): void {
  registry.set(id, new Set())
}

/** … and takes what the render noted when the response ends (and forgets the id). */
export function claimRenderTags(id: string): string[] {
  const tags = registry.get(id)
  registry.delete(id)
  return tags ? [...tags] : []
}
