import { ADMIN_LANGUAGES, type AdminLanguage, type BlockPickerTexts } from './block-picker'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** Words into lines of at most `width` characters (the card's font is about 7 px a character). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/**
 * The admin language an editor reads: Payload's `payload-lng` cookie (set when they choose one),
 * else the first supported language their browser asks for, else English.
 */
export function adminLanguage(cookie: string | null, acceptLanguage: string | null): AdminLanguage {
  const chosen = /(?:^|;\s*)payload-lng=([a-z-]+)/i.exec(cookie ?? '')?.[1]?.toLowerCase()
  if (chosen && (ADMIN_LANGUAGES as readonly string[]).includes(chosen)) return chosen as AdminLanguage
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.split(';')[0]!.trim().slice(0, 2).toLowerCase()
    if ((ADMIN_LANGUAGES as readonly string[]).includes(code)) return code as AdminLanguage
  }
  return 'en'
}

/**
 * A 3:2 card (Payload's thumbnail shape) saying what the block is for. The picker prints the
 * block's name under it, and shows the card at about 200 px wide, so the text is large.
 */
export function blockCardSvg(texts: BlockPickerTexts, language: AdminLanguage): string {
  const { label, description } = texts[language]
  const lines = wrapWords(description, 27).slice(0, 6)
  const text = lines.map((l, i) => `<text x="24" y="${66 + i * 42}" font-size="30" fill="#2f3542">${escapeXml(l)}</text>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="${escapeXml(`${label}: ${description}`)}">
<rect width="480" height="320" rx="12" fill="#f4f5f7"/><rect x="0" y="0" width="480" height="10" fill="#2b59c3"/>
<g font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">${text}</g>
</svg>`
}
