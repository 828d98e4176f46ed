// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CarSearchBreadcrumb, type CarSearchBreadcrumbProps } from './CarSearchBreadcrumb'

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }))

const props = (serverPath: string): CarSearchBreadcrumbProps => ({
  label: 'Du är här',
  origin: 'https://nordbil.se',
  pageCrumbs: [
    { name: 'Start', href: '/' },
    { name: 'Bilar i lager', href: '/kop-bil' },
  ],
  listPath: '/kop-bil',
  serverPath,
  segmentNames: { toyota: 'Toyota', 'land-rover': 'Land Rover', corolla: 'Corolla' },
  hideWithoutSegments: false,
})

/** What the car list does when a filter changes: a new address entry, then the router's news. */
const goTo = (path: string) =>
  act(() => {
    window.history.pushState(null, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  })

const trail = () => screen.getByRole('navigation', { name: 'Du är här' })
const linkNames = () =>
  within(trail())
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

beforeEach(() => {
  window.history.replaceState(null, '', '/kop-bil')
})
afterEach(cleanup)

describe('CarSearchBreadcrumb', () => {
  it('adds the brand when a ticked brand puts it in the path, and takes it away again', () => {
    render(<CarSearchBreadcrumb {...props('/kop-bil')} />)
    expect(linkNames()).toEqual([['Start', '/']])
    expect(within(trail()).getByText('Bilar i lager').getAttribute('aria-current')).toBe('page')

    goTo('/kop-bil/toyota')
    expect(linkNames()).toEqual([
      ['Start', '/'],
      ['Bilar i lager', '/kop-bil'],
    ])
    expect(within(trail()).getByText('Toyota').getAttribute('aria-current')).toBe('page')

    goTo('/kop-bil/toyota/corolla')
    expect(linkNames().at(-1)).toEqual(['Toyota', '/kop-bil/toyota'])
    expect(within(trail()).getByText('Corolla').getAttribute('aria-current')).toBe('page')

    goTo('/kop-bil?car_fuel=El')
    expect(linkNames()).toEqual([['Start', '/']])
  })

  it('draws in the browser exactly what the server draws for the same path (texts, links, structured data)', () => {
    const fromServer = renderToString(<CarSearchBreadcrumb {...props('/kop-bil/land-rover')} />)
    render(<CarSearchBreadcrumb {...props('/kop-bil')} />)
    goTo('/kop-bil/land-rover')
    expect(trail().outerHTML).toBe(fromServer)
    expect(fromServer).toContain('Land Rover')
  })

  it('reads an escaped segment as the server does, and shows an unknown one as typed', () => {
    render(<CarSearchBreadcrumb {...props('/kop-bil')} />)
    goTo('/kop-bil/%C5%A1koda')
    expect(within(trail()).getByText('škoda').getAttribute('aria-current')).toBe('page')
  })

  it('shows nothing on a car list start page until a brand is in the path', () => {
    window.history.replaceState(null, '', '/')
    render(<CarSearchBreadcrumb {...props('/')} listPath="/" pageCrumbs={[{ name: 'Start', href: '/' }]} hideWithoutSegments />)
    expect(screen.queryByRole('navigation')).toBeNull()
    goTo('/toyota')
    expect(within(trail()).getByText('Toyota').getAttribute('aria-current')).toBe('page')
  })
})
