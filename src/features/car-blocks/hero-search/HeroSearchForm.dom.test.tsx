// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const router = vi.hoisted(() => ({ push: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

import { HeroSearchForm, type HeroSearchFormProps } from './HeroSearchForm'

const props: HeroSearchFormProps = {
  carListPath: '/kop-bil',
  known: { brands: ['Volvo', 'Kia'], models: ['Volvo>XC60', 'Kia>Niro'] },
  placeholder: 'Sök på märke, modell eller utrustning',
  placeholderDesktop: 'Sök bland alla bilar',
  texts: { label: 'Sök bil', submit: 'Sök', clear: 'Töm sökfältet' },
}

let container: HTMLDivElement
let root: Root

const input = () => container.querySelector<HTMLInputElement>('input[type="search"]')!
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!
const clearButton = () => container.querySelector<HTMLButtonElement>('button[aria-label="Töm sökfältet"]')
const form = () => container.querySelector<HTMLFormElement>('form')!

async function type(text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text)
    input().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function submit() {
  await act(async () => {
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 900 })

async function render(overrides: Partial<HeroSearchFormProps> = {}) {
  await act(async () => root.render(<HeroSearchForm {...props} {...overrides} />))
}

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  router.push.mockReset()
  window.dataLayer = []
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
})

describe('HeroSearchForm (spec 01 §2.7, §5)', () => {
  it('is a labelled search form with the phone placeholder on narrow screens', async () => {
    setViewport(375)
    await render()
    expect(form().getAttribute('role')).toBe('search')
    const label = container.querySelector('label')!
    expect(label.textContent).toBe('Sök bil')
    expect(label.getAttribute('for')).toBe(input().id)
    expect(input().placeholder).toBe('Sök på märke, modell eller utrustning')
  })

  it('switches to the desktop placeholder from 1024 px (spec 01 §3 SearchBarPlaceholderTextDesktop)', async () => {
    setViewport(375)
    await render()
    expect(input().placeholder).toBe('Sök på märke, modell eller utrustning')
    await act(async () => setViewport(1280))
    expect(input().placeholder).toBe('Sök bland alla bilar')
  })

  it('disables the search button while the box is empty or blank', async () => {
    await render()
    expect(submitButton().disabled).toBe(true)
    await type('   ')
    expect(submitButton().disabled).toBe(true)
    await type('volvo')
    expect(submitButton().disabled).toBe(false)
  })

  it('shows a clear button that empties the box and returns focus to it', async () => {
    await render()
    expect(clearButton()).toBeNull()
    await type('volvo')
    await act(async () => clearButton()!.click())
    expect(input().value).toBe('')
    expect(document.activeElement).toBe(input())
    expect(clearButton()).toBeNull()
    expect(submitButton().disabled).toBe(true)
  })

  it('on search pushes the data-layer event and goes to the car list URL (spec 01 §7.2, spec 02)', async () => {
    await render()
    await type('  Volvo XC60 dragkrok ')
    await submit()
    expect(window.dataLayer).toEqual([{ event: 'search', search_type: 'start page', search_term: 'Volvo XC60 dragkrok' }])
    expect(router.push).toHaveBeenCalledWith('/kop-bil/volvo/xc60?keyphrase=dragkrok')
  })

  it('does nothing on an empty submit', async () => {
    await render()
    await submit()
    expect(router.push).not.toHaveBeenCalled()
    expect(window.dataLayer).toEqual([])
  })

  it('neither navigates nor tracks in the editors’ preview', async () => {
    await render({ preview: true })
    await type('volvo')
    await submit()
    expect(router.push).not.toHaveBeenCalled()
    expect(window.dataLayer).toEqual([])
  })

  it('names the car list as the form’s plain GET target', async () => {
    await render()
    expect(form().getAttribute('action')).toBe('/kop-bil')
    expect(form().getAttribute('method')).toBe('get')
    expect(input().name).toBe('keyphrase')
  })
})
