/** spec 02 §5 "Tooltip text is cut to 288 characters plus '...'". */
export const TOOLTIP_MAX_CHARACTERS = 288
export const TOOLTIP_CUT_MARK = '...'

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/**
 * A tooltip's text as shown: up to 288 characters as they are, a longer one cut after its 288th
 * character with '...' added (291 in all). A character is what a reader counts as one (a grapheme:
 * 'å' written as a + ring, an emoji with its modifiers), so a cut never splits one in two.
 */
export function tooltipText(text: string): string {
  // Fewer UTF-16 units than the limit: fewer characters too, no need to segment.
  if (text.length <= TOOLTIP_MAX_CHARACTERS) return text
  let kept = 0
  for (const { index } of graphemes.segment(text)) {
    if (kept === TOOLTIP_MAX_CHARACTERS) return text.slice(0, index) + TOOLTIP_CUT_MARK
    kept += 1
  }
  return text
}
