// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stubResizeObserverReports } from '@/lib/ui/testing/resize-observer-reports'

import { ClampedContent } from './ClampedContent'

const texts = { showMore: 'Visa mer', showLess: 'Visa mindre' }

/** How often the content's full height was read, and what it is. */
let heightReads = 0
let contentHeight = 0
let reportLayout: () => void

beforeEach(() => {
  heightReads = 0
  ;({ reportLayout } = stubResizeObserverReports())
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => {
    heightReads++
    return contentHeight
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('ClampedContent', () => {
  it('keeps the server’s guess until the browser has laid the content out, without asking for its height before (issue 39: no forced layout while hydrating)', async () => {
    contentHeight = 120
    render(
      <ClampedContent maxHeightPx={300} likelyOverflows texts={texts}>
        <p>Kort beskrivning</p>
      </ClampedContent>,
    )
    expect(screen.getByRole('button', { name: 'Visa mer' })).toBeTruthy()
    expect(heightReads).toBe(0)

    reportLayout()
    expect(heightReads).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Visa mer' })).toBeNull()
  })

  it('shows the button once the content turns out taller than the clamp, and opens and closes it', async () => {
    contentHeight = 900
    render(
      <ClampedContent maxHeightPx={300} likelyOverflows={false} texts={texts}>
        <p>Lång utrustningslista</p>
      </ClampedContent>,
    )
    expect(screen.queryByRole('button', { name: 'Visa mer' })).toBeNull()

    reportLayout()
    const more = screen.getByRole('button', { name: 'Visa mer' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    const region = document.getElementById(more.getAttribute('aria-controls') ?? '')
    expect(region?.style.maxHeight).toBe('300px')

    await userEvent.click(more)
    const less = screen.getByRole('button', { name: 'Visa mindre' })
    expect(less.getAttribute('aria-expanded')).toBe('true')
    expect(region?.style.maxHeight).toBe('')
  })
})
