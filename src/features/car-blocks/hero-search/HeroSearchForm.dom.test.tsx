// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const router = vi.hoisted(() => ({ push: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

import { allowTracking, forgetTracking, trackedEvents } from '@/features/tracking/testing/tracked-events'

import { HeroSearchForm, type HeroSearchFormProps } from './HeroSearchForm'

/** The form fetches the target's rules when the visitor searches: after a submit, the navigation (or none) has happened once that chunk is in. */
const searched = () => act(() => import('./hero-search-href').then(() => undefined))

const props: HeroSearchFormProps = {
  carListPath: '/kop-bil',
  known: { brands: ['Volvo', 'Kia'], models: ['Volvo>XC60', 'Kia>Niro'] },
  placeholder: 'Sök på märke, modell eller utrustning',
  placeholderDesktop: 'Sök bland alla bilar',
  texts: { label: 'Sök bil', submit: 'Sök', clear: 'Töm sökfältet' },
}

const form = () => screen.getByRole<HTMLFormElement>('search')
const input = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Sök bil' })
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Sök' })
const clearButton = () => screen.queryByRole('button', { name: 'Töm sökfältet' })

const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 })

const renderForm = (overrides: Partial<HeroSearchFormProps> = {}) => render(<HeroSearchForm {...props} {...overrides} />)

beforeEach(() => {
  router.push.mockReset()
  allowTracking()
})

afterEach(() => {
  cleanup()
  forgetTracking()
})

describe('HeroSearchForm (spec 01 §2.7, §5)', () => {
  it('is a labelled search form with the phone placeholder on narrow screens', () => {
    setViewport(375)
    renderForm()
    expect(form().getAttribute('role')).toBe('search')
    const label = screen.getByText('Sök bil', { selector: 'label' })
    expect(label.getAttribute('for')).toBe(input().id)
    expect(input().placeholder).toBe('Sök på märke, modell eller utrustning')
  })

  it('switches to the desktop placeholder from 1024 px (spec 01 §3 SearchBarPlaceholderTextDesktop)', () => {
    setViewport(375)
    renderForm()
    expect(input().placeholder).toBe('Sök på märke, modell eller utrustning')
    act(() => setViewport(1280))
    expect(input().placeholder).toBe('Sök bland alla bilar')
  })

  it('disables the search button while the box is empty or blank', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(submitButton().disabled).toBe(true)
    await user.type(input(), '   ')
    expect(submitButton().disabled).toBe(true)
    await user.clear(input())
    await user.type(input(), 'volvo')
    expect(submitButton().disabled).toBe(false)
  })

  it('shows a clear button that empties the box and returns focus to it', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(clearButton()).toBeNull()
    await user.type(input(), 'volvo')
    await user.click(clearButton()!)
    expect(input().value).toBe('')
    expect(document.activeElement).toBe(input())
    expect(clearButton()).toBeNull()
    expect(submitButton().disabled).toBe(true)
  })

  it('on search pushes the data-layer event and goes to the car list URL (spec 01 §7.2, spec 02)', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(input(), '  Volvo XC60 dragkrok ')
    await user.click(submitButton())
    await searched()
    expect(trackedEvents()).toEqual([{ event: 'search', search_type: 'start page', search_term: 'Volvo XC60 dragkrok' }])
    expect(router.push).toHaveBeenCalledWith('/kop-bil/volvo/xc60?keyphrase=dragkrok')
  })

  it('does nothing on an empty submit', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(input(), '{Enter}')
    // The button is disabled, so a browser would not submit; the form itself must ignore an empty
    // submit too (e.g. one that slips past the button).
    fireEvent.submit(form())
    await searched()
    expect(router.push).not.toHaveBeenCalled()
    expect(window.dataLayer).toEqual([])
  })

  it('neither navigates nor tracks in the editors’ preview', async () => {
    const user = userEvent.setup()
    renderForm({ preview: true })
    await user.type(input(), 'volvo')
    await user.click(submitButton())
    await searched()
    expect(router.push).not.toHaveBeenCalled()
    expect(window.dataLayer).toEqual([])
  })

  it('names the car list as the form’s plain GET target', () => {
    renderForm()
    expect(form().getAttribute('action')).toBe('/kop-bil')
    expect(form().getAttribute('method')).toBe('get')
    expect(input().name).toBe('keyphrase')
  })
})
