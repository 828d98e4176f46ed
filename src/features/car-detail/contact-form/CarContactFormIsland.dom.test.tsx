// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import type { CarContactFormProps } from './CarContactForm'
import { CarContactFormIsland } from './CarContactFormIsland'
import { carContactFormTexts } from './contact-form-texts'

const texts = carContactFormTexts(resolveDictionary([], 'en', 'sv'))

const props: CarContactFormProps = {
  formName: 'Nordbil GruppenCarContactForm',
  car: { id: '1001', brand: 'Volvo', model: 'XC60', version: 'T6', regNo: 'ABC123', title: 'Volvo XC60 T6 2021', year: 2021, isSample: false },
  recipient: { toName: 'Bilhallen Göteborg', toEmail: 'info@bilhallen.example' },
  sellers: [],
  texts,
  sendOptions: { delayMs: 10 },
}

let user: UserEvent
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

const control = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(new RegExp(`^${label}\\s*\\*?$`))
const sentValues = () => fetchMock.mock.calls.map(([, init]) => (JSON.parse(String(init?.body)) as { values: Record<string, unknown> }).values)
/** The working form has taken the dormant one's place (its controls are react-hook-form's). */
const woken = () => waitFor(() => expect(screen.getByTestId('car-contact-form').dataset.state).toBe('idle'))

// The two chunks the island and the form load, loaded up front: no waitFor depends on the machine's speed.
beforeAll(() => Promise.all([import('./CarContactForm'), import('./contact-form-check')]))

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  user = userEvent.setup({ delay: null })
  fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ submitted: true }), { status: 202, headers: { 'content-type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  // happy-dom has no IntersectionObserver: the form wakes on the visitor's focus, pointer or send.
  vi.stubGlobal('IntersectionObserver', undefined)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CarContactFormIsland: the contact form before and after its logic loads', () => {
  it('keeps what the visitor typed before the logic arrived, with the focus and caret in the same field', async () => {
    render(<CarContactFormIsland {...props} />)
    const dormantName = control('Name')
    // Typed straight into the server's field, as a visitor does while the chunk is on its way.
    dormantName.value = 'Anna'
    dormantName.focus()
    dormantName.setSelectionRange(2, 2)
    await waitFor(() => expect(control('Name')).not.toBe(dormantName))
    const name = control('Name')
    expect(name.value).toBe('Anna')
    expect(document.activeElement).toBe(name)
    expect([name.selectionStart, name.selectionEnd]).toEqual([2, 2])
    expect(name.id).toBe(dormantName.id)
  })

  it('sends what was entered when the visitor sent the form before its logic had loaded', async () => {
    render(<CarContactFormIsland {...props} />)
    control('Name').value = 'Anna Berg'
    control('Phone').value = '+46 70 123 45 67'
    control('E-mail').value = 'anna@example.se'
    control('I would like a test drive').checked = true
    screen.getByRole<HTMLFormElement>('form', { name: 'Contact form' }).requestSubmit()
    await waitFor(() => expect(screen.queryByTestId('contact-success')).not.toBeNull())
    expect(sentValues()).toEqual([
      expect.objectContaining({
        name: 'Anna Berg',
        phone: '+46 70 123 45 67',
        email: 'anna@example.se',
        testDrive: true,
        quote: false,
        toName: 'Bilhallen Göteborg',
      }),
    ])
  })

  it('checks and flags fields once awake, like the form always has', async () => {
    render(<CarContactFormIsland {...props} />)
    expect(screen.getByTestId('car-contact-form').dataset.state).toBe('dormant')
    await user.click(control('Name'))
    await woken()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(control('Name').getAttribute('aria-invalid')).toBe('true'))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
