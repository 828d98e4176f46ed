import DOMPurify from 'dompurify'

/**
 * An uploaded SVG is a document that can carry script, event handlers, links and foreign HTML;
 * served from our own origin that is stored XSS (issue 15: "SVG uploads stay refused unless
 * sanitised"). DOMPurify with its SVG profile keeps the drawing and drops everything active.
 * Returns undefined when nothing drawable is left (the upload is then refused). jsdom (a second of
 * loading) is imported on the first SVG upload, not by every process that loads the CMS config.
 */
export async function sanitizeSvg(source: string): Promise<string | undefined> {
  const { JSDOM } = await import('jsdom')
  const { window } = new JSDOM('')
  try {
    const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0])
    const clean = purify.sanitize(source, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // No outside references: an <image href="https://…"> or <use href> would fetch from elsewhere.
      FORBID_TAGS: ['image', 'foreignObject', 'script', 'style'],
      FORBID_ATTR: ['href', 'xlink:href'],
      NAMESPACE: 'http://www.w3.org/2000/svg',
      PARSER_MEDIA_TYPE: 'image/svg+xml',
    })
    const svg = String(clean).trim()
    return /^<svg[\s>]/.test(svg)
      ? `<?xml version="1.0" encoding="UTF-8"?>\n${svg.replace(/^<svg(?![^>]*\sxmlns=)/, '<svg xmlns="http://www.w3.org/2000/svg"')}`
      : undefined
  } finally {
    window.close()
  }
}
