/**
 * Builders for Payload's Lexical rich-text JSON, so demo content reads like content:
 * richText(h2('Om oss'), p('Text ', link('här', '/kontakt'))).
 */
type Node = Record<string, unknown>
type Inline = string | Node

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }
const text = (t: string, format = 0): Node => ({ type: 'text', text: t, format, detail: 0, mode: 'normal', style: '', version: 1 })
const inline = (parts: Inline[]) => parts.map((p) => (typeof p === 'string' ? text(p) : p))

export const bold = (t: string): Node => text(t, 1)
export const h1 = (t: string): Node => ({ ...base, type: 'heading', tag: 'h1', children: [text(t)] })
export const h2 = (t: string): Node => ({ ...base, type: 'heading', tag: 'h2', children: [text(t)] })
export const h3 = (t: string): Node => ({ ...base, type: 'heading', tag: 'h3', children: [text(t)] })
export const p = (...parts: Inline[]): Node => ({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(parts) })
export const link = (t: string, url: string): Node => ({
  ...base,
  type: 'link',
  version: 3,
  fields: { url, newTab: false, linkType: 'custom' },
  children: [text(t)],
})
export const ul = (...items: Inline[][]): Node => ({
  ...base,
  type: 'list',
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((parts, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(parts) })),
})

export function richText(...children: Node[]) {
  return { root: { ...base, type: 'root', children } }
}

/**
 * Every page needs one h1: the first h2 of a text is promoted, or the page title is put first.
 */
export function withMainHeading(doc: ReturnType<typeof richText>, title: string): ReturnType<typeof richText> {
  const [first, ...rest] = doc.root.children
  if (first && first.type === 'heading' && first.tag === 'h2') return { root: { ...doc.root, children: [{ ...first, tag: 'h1' }, ...rest] } }
  return { root: { ...doc.root, children: [h1(title), ...doc.root.children] } }
}
