/**
 * What the CMS config (src/cms) needs from features/kits: the block schema.
 * Nothing here may reach the Payload client: the CMS config imports it (ESLint's no-cycle proves it).
 */
export { kitsBlock } from './kits-block'
