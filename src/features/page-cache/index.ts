export { busyPageHtml } from './busy-page'
export { createPageCacheHandler, type PageCacheHandler, type PageCacheSettings } from './page-cache-handler'
export { noteRenderDependency, noteRenderFailure, noteRenderTags } from './render-tags'
export { type AnswerSite, busyTextsFor, publishedWarmUpTargets, publishSiteAnswers, warmPageCache } from './page-cache-warm-up'
