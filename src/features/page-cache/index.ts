export { createPageCacheHandler, type PageCacheHandler, type PageCacheSettings, BUSY_TEXT } from './page-cache-handler'
export { noteRenderDependency, noteRenderFailure, noteRenderTags } from './render-tags'
export { publishedWarmUpTargets, publishWarmUpTargets, warmPageCache } from './page-cache-warm-up'
