import { describe, expect, it } from 'vitest'

import type { NavigationItem } from '@/features/shell-content/shell-types'

import { ariaCurrent, domIdPart, fillText, hrefMatches, linkKind, logoDimension, navItemIsLink, navItemLink, navItemMatch } from './nav-links'

const item = (over: Partial<NavigationItem> & Pick<NavigationItem, 'href'>): NavigationItem => ({
  id: over.href,
  title: 'Service',
  navigableWithChildren: false,
  children: [],
  ...over,
})

describe('navItemLink', () => {
  it('links to the page with its title', () => {
    expect(navItemLink(item({ href: '/en/service' }))).toEqual({ href: '/en/service', text: 'Service', kind: 'internal' })
  })

  it('uses the external override and its text, opening other sites as external', () => {
    const link = navItemLink(item({ href: '/en/leasing', external: { href: 'https://leasing.example.com', text: 'Leasing portal' } }))
    expect(link).toEqual({ href: 'https://leasing.example.com', text: 'Leasing portal', kind: 'external' })
  })

  it('keeps the title when the override has no text', () => {
    expect(navItemLink(item({ href: '/en/x', external: { href: 'https://example.com', text: ' ' } })).text).toBe('Service')
  })
})

describe('linkKind', () => {
  it('tells site paths, other sites and phone/mail links apart', () => {
    expect(linkKind('/sv/bilar')).toBe('internal')
    expect(linkKind('https://example.com')).toBe('external')
    expect(linkKind('HTTP://example.com')).toBe('external')
    expect(linkKind('//cdn.example.com/x')).toBe('external')
    expect(linkKind('tel:+4612345')).toBe('other')
    expect(linkKind('mailto:info@example.com')).toBe('other')
  })
})

describe('navItemIsLink', () => {
  const child = item({ href: '/en/service/tyres' })
  it('an item without children is a link', () => {
    expect(navItemIsLink(item({ href: '/en/service' }))).toBe(true)
  })
  it('an item with children is only a button unless flagged navigable', () => {
    expect(navItemIsLink(item({ href: '/en/service', children: [child] }))).toBe(false)
    expect(navItemIsLink(item({ href: '/en/service', children: [child], navigableWithChildren: true }))).toBe(true)
  })
})

describe('highlighting the current item', () => {
  const home = '/en'

  it('matches the page itself and pages below it', () => {
    expect(hrefMatches('/en/service', '/en/service', home)).toBe('page')
    expect(hrefMatches('/en/service/', '/en/service', home)).toBe('page')
    expect(hrefMatches('/en/service?tab=2#hours', '/en/service', home)).toBe('page')
    expect(hrefMatches('/en/service/tyres', '/en/service', home)).toBe('section')
  })

  it('does not match a page that merely starts with the same letters', () => {
    expect(hrefMatches('/en/service-plans', '/en/service', home)).toBeNull()
  })

  it('highlights the start page only on the start page', () => {
    expect(hrefMatches('/', '/', home)).toBe('page')
    expect(hrefMatches('/en/service', '/', home)).toBeNull()
    expect(hrefMatches('/en', '/en', home)).toBe('page')
    expect(hrefMatches('/en/service', '/en', home)).toBeNull()
  })

  it('never highlights a link to another site', () => {
    expect(hrefMatches('/en/service', 'https://example.com/en/service', home)).toBeNull()
  })

  it('marks a parent as the current section when one of its children is open', () => {
    const parent = item({ href: '/en/about', children: [item({ href: '/en/careers' })] })
    expect(navItemMatch(parent, '/en/careers', home)).toBe('section')
    expect(navItemMatch(parent, '/en/contact', home)).toBeNull()
  })

  it('announces the page itself as the current page and a section as the current item', () => {
    expect(ariaCurrent('page')).toBe('page')
    expect(ariaCurrent('section')).toBe('true')
    expect(ariaCurrent(null)).toBeUndefined()
  })
})

describe('texts and sizes', () => {
  it('fills the placeholders of dictionary texts', () => {
    expect(fillText('Show submenu for {title}', { title: 'Service' })).toBe('Show submenu for Service')
    expect(fillText('{site} home page', { title: 'x' })).toBe('{site} home page')
  })

  it('falls back to the default logo size for missing values', () => {
    expect(logoDimension(200, 150)).toBe(200)
    expect(logoDimension(0, 150)).toBe(150)
    expect(logoDimension(Number.NaN, 55)).toBe(55)
  })

  it('makes CMS ids safe for aria-controls', () => {
    expect(domIdPart('{AB-12} item 3')).toBe('_AB-12__item_3')
  })
})
