/**
 * A page's HTML as the floor app of bench-next-floor.ts renders it (issue 38): the body's elements
 * and text as React elements with the props React writes back as the same attributes, scripts left
 * out, and the addresses of files under /_next moved to where the floor app serves them.
 */
import { createHash } from 'node:crypto'

import { JSDOM } from 'jsdom'

/** One element of a page as the floor app renders it: tag, React props, children. */
export type FloorElement = [string, Record<string, unknown>, (FloorElement | string)[]]

/** HTML attribute names whose React prop differs beyond camel case. */
const REACT_PROP: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  enctype: 'encType',
  novalidate: 'noValidate',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  inputmode: 'inputMode',
  spellcheck: 'spellCheck',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  datetime: 'dateTime',
  value: 'defaultValue',
  checked: 'defaultChecked',
  'xlink:href': 'xlinkHref',
}
const BOOLEAN_ATTRIBUTES = new Set(['open', 'hidden', 'disabled', 'required', 'selected', 'multiple', 'autofocus', 'defaultChecked', 'itemScope', 'noValidate'])
/** Not part of what a page draws, or Next's own (its scripts carry the payload the floor makes itself). */
const LEFT_OUT = new Set(['script', 'template', 'noscript'])

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function styleObject(style: string): Record<string, string> {
  const declarations: Record<string, string> = {}
  // Split on semicolons outside parentheses (a data: URL has its own).
  for (const declaration of style.split(/;(?![^(]*\))/)) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    declarations[name.startsWith('--') ? name : camelCase(name)] = declaration.slice(colon + 1).trim()
  }
  return declarations
}

/**
 * Where the floor app serves a file our server served at `url`: the same path, except under /_next
 * (Next's own, reserved), which moves below /floor-assets with its folders (a stylesheet's relative
 * font addresses still hold); an address with a query (the image optimizer's) becomes a file named
 * by its hash, which the browser sniffs as the picture it is.
 */
export function floorPath(url: string): string {
  if (!url.startsWith('/_next/')) return url
  const query = url.indexOf('?')
  return query < 0 ? `/floor-assets${url}` : `/floor-assets${url.slice(0, query)}/${createHash('sha1').update(url).digest('hex').slice(0, 16)}`
}
const URL_ATTRIBUTES = new Set(['src', 'href', 'poster'])

export function floorElement(element: Element): FloorElement {
  const props: Record<string, unknown> = {}
  for (const { name, value: original } of Array.from(element.attributes)) {
    const value = URL_ATTRIBUTES.has(name)
      ? floorPath(original)
      : name === 'srcset'
        ? original.replace(/(^|,\s*)(\S+)/g, (_, separator: string, url: string) => `${separator}${floorPath(url)}`)
        : original
    if (name.startsWith('aria-') || name.startsWith('data-')) props[name] = value
    else if (name === 'style') props.style = styleObject(value)
    else {
      const prop = REACT_PROP[name] ?? camelCase(name)
      props[prop] = BOOLEAN_ATTRIBUTES.has(prop) ? true : value
    }
  }
  const children: (FloorElement | string)[] = []
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === 3 && child.textContent) children.push(child.textContent)
    else if (child.nodeType === 1 && !LEFT_OUT.has((child as Element).localName)) children.push(floorElement(child as Element))
  }
  // A textarea's text is its default value in React.
  if (element.localName === 'textarea') return ['textarea', { ...props, defaultValue: children.join('') }, []]
  return [element.localName, props, children]
}

/** A page as the floor app renders it, with the parsed document it came from (its head names the stylesheets). */
export type PageSample = { tree: FloorElement; elements: number; bytes: number; document: Document }

export function pageTree(html: string): PageSample {
  const document = new JSDOM(html).window.document
  const tree: FloorElement = ['div', {}, floorElement(document.body)[2]]
  const count = (node: FloorElement | string): number => (typeof node === 'string' ? 0 : 1 + node[2].reduce((n, child) => n + count(child), 0))
  return { tree, elements: count(tree) - 1, bytes: Buffer.byteLength(html), document }
}
