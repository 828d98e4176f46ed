/**
 * What the CMS config (src/cms) needs from features/stories: block schemas and constants.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { STORIES_PAGE_SIZE, STORIES_TEASER_SIZE, storiesListBlock, storiesTeaserBlock } from './story-blocks'
