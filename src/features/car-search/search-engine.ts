import { cmsDatabase } from '@/cms/payload-client'
import { noteRenderDependency, noteRenderFailure } from '@/features/page-cache'
import { getSearchEngine as searchEngineOver } from '@/integrations/search/instance'
import type { SearchEngine } from '@/integrations/search/search-engine'

// One wrapper per engine: callers (and tests) get the same object each time.
const wrapped = new WeakMap<SearchEngine, SearchEngine>()

/**
 * This process's search engine (integrations/search/instance.ts picks it), over the CMS's database.
 * A page that searches an index is kept in the page cache under that index (`stock:<index>`), so a
 * stock import makes exactly those pages stale (issue 23); one that shows a failed search is not kept.
 */
export async function getSearchEngine(): Promise<SearchEngine> {
  const engine = await searchEngineOver(cmsDatabase)
  let recording = wrapped.get(engine)
  if (!recording) {
    // A page that shows a failed search (its error text) is not kept for other visitors.
    const noted = <T>(index: string, answer: Promise<T>): Promise<T> => {
      noteRenderDependency(`stock:${index}`)
      return answer.catch((error: unknown) => {
        noteRenderFailure()
        throw error
      })
    }
    recording = {
      search: (request) => noted(request.index, engine.search(request)),
      recordsById: (kind, index, ids, fields) => noted(index, engine.recordsById(kind, index, ids, fields)),
      isDealerAddress: (index, email) => noted(index, engine.isDealerAddress(index, email)),
    }
    wrapped.set(engine, recording)
  }
  return recording
}
