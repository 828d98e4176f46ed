// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { allowTracking, forgetTracking, trackedEvents } from '@/features/tracking/testing/tracked-events'

import { ConfiguredSearchForm } from './ConfiguredSearchForm'

const texts = { label: 'Sök bil', submit: 'Sök' }

// The browser's own GET navigates; in happy-dom a submit that is not prevented would try to load it.
const submitted: Event[] = []
const keepSubmit = (event: Event) => {
  submitted.push(event)
  event.preventDefault()
}

beforeEach(() => {
  allowTracking()
  submitted.length = 0
  document.addEventListener('submit', keepSubmit)
})

afterEach(() => {
  document.removeEventListener('submit', keepSubmit)
  cleanup()
  forgetTracking()
})

describe('ConfiguredSearchForm (spec 01 §2.7, §7.2)', () => {
  it("pushes one 'search' event with the trimmed term, and submits to the editor's path", async () => {
    const user = userEvent.setup()
    render(<ConfiguredSearchForm action="/kop-bil" placeholder="Märke, modell …" texts={texts} />)
    await user.type(screen.getByRole('searchbox', { name: 'Sök bil' }), '  Volvo XC60 ')
    await user.click(screen.getByRole('button', { name: 'Sök' }))
    expect(trackedEvents()).toEqual([{ event: 'search', search_type: 'start page', search_term: 'Volvo XC60' }])
    expect(screen.getByRole('search').getAttribute('action')).toBe('/kop-bil')
    expect(submitted).toHaveLength(1)
  })

  it('pushes nothing in the editors’ preview or for an empty box', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<ConfiguredSearchForm action="/kop-bil" placeholder="" texts={texts} preview />)
    await user.type(screen.getByRole('searchbox'), 'volvo{Enter}')
    unmount()
    render(<ConfiguredSearchForm action="/kop-bil" placeholder="" texts={texts} />)
    fireEvent.submit(screen.getByRole('search'))
    expect(trackedEvents()).toEqual([])
  })
})
