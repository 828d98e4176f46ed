/**
 * The public face of features/stories (spec 01 §2.11 stories section: list, article, teaser, feed):
 * other features, routes and scripts import only what is here (docs/architecture.md "Layers").
 */
export { default as StoriesListBlock } from './StoriesListBlock'
export { default as StoriesTeaserBlock } from './StoriesTeaserBlock'
export { StoryArticle } from './StoryArticle'
export { storyMetadata, withStoriesFeed } from './story-head'
export { handleStoriesFeedRequest, handleStoryListRequest } from './story-http'
export { parseStoryPath, storyPath } from './story-paths'
export { findStoryAtPath, listPublishedStories } from './story-repository'
