import { describe, expect, it } from 'vitest'

import type { NavigationItem } from '@/features/shell-content/shell-types'

import { fillText, isBarSolid, isCurrentPage, isSectionSelected } from './bar-rules'

const item = (id: string, href: string, children: NavigationItem[] = []): NavigationItem => ({
  id,
  title: id,
  href,
  navigableWithChildren: true,
  children,
})

describe('isBarSolid', () => {
  it('floats on the home page until scrolled more than 100 px', () => {
    expect(isBarSolid(true, 0)).toBe(false)
    expect(isBarSolid(true, 100)).toBe(false)
    expect(isBarSolid(true, 101)).toBe(true)
  })

  it('is always solid on other pages', () => {
    expect(isBarSolid(false, 0)).toBe(true)
  })
})

describe('isCurrentPage', () => {
  it('marks the link of the page being shown and of its ancestors', () => {
    expect(isCurrentPage('/service', '/service')).toBe(true)
    expect(isCurrentPage('/service/tires', '/service')).toBe(true)
    expect(isCurrentPage('/en/service/tires/', '/en/service')).toBe(true)
  })

  it('does not mark a sibling whose path merely starts with the same letters', () => {
    expect(isCurrentPage('/service-center', '/service')).toBe(false)
  })

  it('marks the start page only on the start page', () => {
    expect(isCurrentPage('/', '/')).toBe(true)
    expect(isCurrentPage('/service', '/')).toBe(false)
  })

  it('ignores query strings and fragments, and never marks external links', () => {
    expect(isCurrentPage('/cars?brand=volvo', '/cars')).toBe(true)
    expect(isCurrentPage('/cars', 'https://example.com/cars')).toBe(false)
  })
})

describe('isSectionSelected', () => {
  it('highlights a top-level item when a page below it is shown', () => {
    const cars = item('cars', '/cars', [item('new', '/cars/new', [item('suv', '/cars/new/suv')])])
    expect(isSectionSelected('/cars/new/suv', cars)).toBe(true)
    expect(isSectionSelected('/about', cars)).toBe(false)
  })

  it('also follows children that live elsewhere (external or moved pages)', () => {
    const offers = item('offers', '/offers', [item('leasing', '/leasing')])
    expect(isSectionSelected('/leasing', offers)).toBe(true)
  })
})

describe('fillText', () => {
  it('fills the dictionary placeholders', () => {
    expect(fillText('Show submenu for {title}', { title: 'Service' })).toBe('Show submenu for Service')
    expect(fillText('{site} home page', { site: 'Nordbil' })).toBe('Nordbil home page')
  })

  it('leaves unknown placeholders visible rather than dropping text', () => {
    expect(fillText('All of {title}', {})).toBe('All of {title}')
  })
})
