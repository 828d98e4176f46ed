import { logger } from '@/lib/logger'

/**
 * A block that cannot show anything renders nothing and says why in the log (issue 21 "a block with
 * missing required content renders nothing … and logs why"), so an editor's mistake never breaks
 * the page and an operator can still find it.
 */
export function logSkippedBlock(blockType: string, reason: string): null {
  logger.warn({ blockType, reason }, `Content block "${blockType}" not rendered: ${reason}`)
  return null
}
