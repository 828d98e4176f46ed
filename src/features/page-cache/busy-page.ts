import type { BusyTexts } from './page-cache-warm-up'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The small page a visitor gets when the server is too busy (503) or fails outside Next (500), in the site's language. */
export function busyPageHtml({ lang, title, text }: BusyTexts): string {
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body></html>`
}
