// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stubResizeObserverReports } from '@/lib/ui/testing/resize-observer-reports'

import { useStickyHeaderOffset } from './use-sticky-header-offset'

let geometryReads = 0
let layout: ReturnType<typeof stubResizeObserverReports>

beforeEach(() => {
  geometryReads = 0
  layout = stubResizeObserverReports()
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    geometryReads++
    return { height: 71.4, width: 390, top: 0, left: 0, right: 390, bottom: 71.4, x: 0, y: 0, toJSON: () => ({}) } as DOMRect
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.documentElement.style.removeProperty('scroll-padding-top')
})

function StickyHeader({ staysOnScreen }: { staysOnScreen: boolean }) {
  const header = useRef<HTMLElement>(null)
  useStickyHeaderOffset(header, staysOnScreen)
  return <header ref={header}>Nordbil</header>
}

describe('useStickyHeaderOffset', () => {
  it('keeps the header’s height as the page’s scroll padding, measured once the header is laid out, not while hydrating (issue 39)', () => {
    render(<StickyHeader staysOnScreen />)
    expect(geometryReads).toBe(0)
    expect(document.documentElement.style.scrollPaddingTop).toBe('')

    layout.reportLayout()
    expect(document.documentElement.style.scrollPaddingTop).toBe('calc(72px + 0.5rem)')
  })

  it('leaves the scroll padding alone for a header that scrolls away, and takes its own away when it goes', () => {
    const { unmount } = render(<StickyHeader staysOnScreen={false} />)
    expect(layout.pendingReports()).toBe(0)
    unmount()
    render(<StickyHeader staysOnScreen />)
    layout.reportLayout()
    cleanup()
    expect(document.documentElement.style.scrollPaddingTop).toBe('')
  })
})
