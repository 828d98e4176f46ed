// @vitest-environment happy-dom
import { act, cleanup, render as renderForm, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import { CarContactForm, type CarContactFormProps } from './CarContactForm'
import { carContactFormTexts } from './contact-form-texts'
import type { CarContactValuesInput } from '@/features/leads/lead-schema'
import type { SellerOption } from './seller-options'

const texts = carContactFormTexts(resolveDictionary([], 'en', 'sv'))
const PAGE = '/kop-bil/1001/volvo-xc60-t6-recharge-inscription-2021'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const stockCar = {
  id: '1001',
  brand: 'Volvo',
  model: 'XC60',
  version: 'T6 Recharge Inscription',
  regNo: 'ABC123',
  title: 'Volvo XC60 T6 Recharge Inscription 2021',
  year: 2021,
  isSample: false,
}
const sampleCar = { id: '3001', brand: 'Volvo', model: 'XC40', version: 'B4 Plus', title: 'Volvo XC40 B4 Plus 2025', year: 2025, isSample: true }
const sellers: SellerOption[] = [
  { id: '2001-1', label: 'Bilhallen Göteborg', siteName: 'Bilhallen Göteborg', toName: 'Bilhallen Göteborg', toEmail: 'volvo@bilhallen.example' },
  { id: '2002-0', label: 'Bilhallen Borås', siteName: 'Bilhallen Borås', toName: 'Bilhallen Borås', toEmail: 'privat@boras.example' },
]

const baseProps: CarContactFormProps = {
  formName: 'Nordbil GruppenCarContactForm',
  car: stockCar,
  recipient: { toName: 'Bilhallen Göteborg', toEmail: 'info@bilhallen.example' },
  sellers: [],
  texts,
  privacyHref: '/en/privacy-policy',
  sendOptions: { delayMs: 10 },
}

let user: UserEvent
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let warn: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const accepted = () => json(202, { submitted: true, id: 7 })

const render = (props: Partial<CarContactFormProps> = {}) => {
  cleanup()
  renderForm(<CarContactForm {...baseProps} {...props} />)
}

const form = () => screen.getByRole<HTMLFormElement>('form', { name: 'Contact form' })
/** The control a label names (the label's text without the required asterisk). */
const control = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(new RegExp(`^${label}\\s*\\*?$`))
const name = () => control('Name')
const phone = () => control('Phone')
const email = () => control('E-mail')
const message = () => control<HTMLTextAreaElement>('Message')
const quote = () => control('I would like a quote')
const testDrive = () => control('I would like a test drive')
const seller = () => control<HTMLSelectElement>('Seller')
const submitButton = () => screen.getByRole('button', { name: /^(Send|Sending)/ })
const errorBanner = () => screen.queryByRole('alert')
const successOverlay = () => screen.queryByTestId('contact-success')

/** Replaces a control's text the way typing does. */
async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await user.clear(element)
  if (value) await user.type(element, value)
}
const submit = () => user.click(submitButton())

async function fillIn() {
  await type(name(), 'Anna Berg')
  await type(phone(), '+46 70 123 45 67')
  await type(email(), 'anna@example.se')
}

/** The control's invalidInput message, through aria-describedby. */
const messageOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null
type SentBody = { formName: string; formSubmissionId: string; values: CarContactValuesInput; website: string }
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as SentBody)

// The check is a chunk the form loads on first focus; loaded up front here, so no waitFor depends on the machine's speed.
beforeAll(() => import('./contact-form-check'))

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  window.history.replaceState(null, '', PAGE)
  user = userEvent.setup({ delay: null })
  fetchMock = vi.fn<typeof fetch>(async () => accepted())
  vi.stubGlobal('fetch', fetchMock)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('CarContactForm: fields and accessibility (spec 02 Contact form, §5)', () => {
  it('labels every field, marks the required ones, and has the hash anchors’ targets', async () => {
    render()
    expect(form().getAttribute('aria-label')).toBe('Contact form')
    expect(form().noValidate).toBe(true)
    expect(name().required).toBe(true)
    expect(name().autocomplete).toBe('name')
    expect(phone().type).toBe('tel')
    expect(phone().autocomplete).toBe('tel')
    expect(phone().required).toBe(true)
    expect(email().type).toBe('email')
    expect(email().required).toBe(true)
    expect(message().required).toBe(false)
    expect(quote().id).toBe('contact-quote')
    expect(testDrive().id).toBe('contact-testdrive')
    expect(quote().checked).toBe(false)
    expect(form().textContent).toContain('* Required field')
    // No seller for a car in stock.
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('has a hidden honeypot: off screen, out of the tab order and the accessibility tree, no autocomplete', async () => {
    render()
    const honeypot = form().elements.namedItem('website')
    if (!(honeypot instanceof HTMLInputElement)) throw new Error('no honeypot')
    expect(honeypot.form).toBe(form())
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.autocomplete).toBe('off')
    expect(honeypot.getAttribute('aria-hidden')).toBe('true')
    expect(honeypot.parentElement?.getAttribute('aria-hidden')).toBe('true')
    expect(honeypot.parentElement?.className).toContain('-left-[10000px]')
  })

  it('shows the consent text and the privacy link under the submit button', async () => {
    render()
    const link = screen.getByRole('link', { name: 'Read our privacy policy' })
    expect(link.getAttribute('href')).toBe('/en/privacy-policy')
    expect(link?.closest('p')?.textContent).toContain(texts.consent)
    expect(submitButton().compareDocumentPosition(link as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    render({ privacyHref: undefined })
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('CarContactForm: sending (spec 02 §7 Contact)', () => {
  it('POSTs the spec body to /api/forms/comhub and shows the success overlay, focused', async () => {
    render()
    await fillIn()
    await type(message(), 'Is it still available?')
    await user.click(testDrive())
    await submit()
    // The overlay is shown on one commit and takes the focus in that commit's effect: wait for both.
    await waitFor(() => expect(document.activeElement).toBe(successOverlay()))

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/forms/comhub')
    expect(init?.method).toBe('POST')
    const body = sentBodies()[0]
    expect(body?.formSubmissionId).toMatch(UUID)
    expect(body).toEqual({
      formName: 'Nordbil GruppenCarContactForm',
      formSubmissionId: body?.formSubmissionId,
      values: {
        car: stockCar,
        name: 'Anna Berg',
        phone: '+46 70 123 45 67',
        email: 'anna@example.se',
        message: 'Is it still available?',
        quote: false,
        testDrive: true,
        toName: 'Bilhallen Göteborg',
        toEmail: 'info@bilhallen.example',
        source: window.location.href,
      },
      website: '',
    })
    expect(body?.values.source).toBe(`http://localhost:3000${PAGE}`)

    const overlay = successOverlay()
    expect(overlay?.getAttribute('role')).toBe('status')
    expect(overlay?.textContent).toContain('Thank you for your message!')
    expect(document.activeElement).toBe(overlay)
    expect(form().inert).toBe(true)
    expect(form().dataset.state).toBe('success')
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
  })

  it('"send another" closes the overlay, keeps the contact details, clears the message, and focuses it', async () => {
    render()
    await fillIn()
    await type(message(), 'Hello')
    await user.click(quote())
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    expect(successOverlay()).toBeNull()
    expect(form().inert).toBe(false)
    expect(name().value).toBe('Anna Berg')
    expect(message().value).toBe('')
    expect(quote().checked).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(message()))
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
    const [first, second] = sentBodies()
    expect(second?.formSubmissionId).not.toBe(first?.formSubmissionId)
  })

  it('"send another" focuses the message even when the click comes before the overlay\'s effects ran (a busy machine)', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    render()
    await fillIn()
    await type(message(), 'Hello')
    await submit()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // The overlay seen the moment it is in the document (watched before the answer comes): its
    // render's effects are still to run when the visitor clicks.
    const overlayShown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!successOverlay()) return
        observer.disconnect()
        resolve()
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    answer(accepted())
    await overlayShown
    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    await waitFor(() => expect(document.activeElement).toBe(message()))
  })

  it('disables the fields while sending and shows progress on the button', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    render()
    await fillIn()
    await submit()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const fieldset = form().querySelector('fieldset')
    expect(fieldset?.disabled).toBe(true)
    expect(form().getAttribute('aria-busy')).toBe('true')
    expect(submitButton().getAttribute('aria-disabled')).toBe('true')
    expect(submitButton().textContent).toBe('Sending…')
    // A second press while sending sends nothing more.
    await user.click(submitButton())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(accepted()))
    await waitFor(() => expect(successOverlay()).not.toBeNull())
  })

  it('sends what a bot put in the honeypot', async () => {
    render()
    await fillIn()
    const honeypot = form().elements.namedItem('website') as HTMLInputElement
    honeypot.value = 'http://spam.example'
    await submit()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBodies()[0]?.website).toBe('http://spam.example')
  })
})

describe('CarContactForm: checks (spec 02 §4, §5)', () => {
  it('flags each invalid field with invalidInput, focuses the first, sends nothing', async () => {
    render()
    await type(email(), 'anna@')
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(name()))
    expect(fetchMock).not.toHaveBeenCalled()
    for (const field of [name(), phone(), email()]) {
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(messageOf(field)).toBe('Please fill in this field correctly.')
    }
    expect(message().getAttribute('aria-invalid')).toBe('false')
    expect(message().hasAttribute('aria-describedby')).toBe(false)
    expect(document.activeElement).toBe(name())
    expect(errorBanner()).toBeNull()
  })

  it('uses the server’s phone rule: an optional + then 6 to 20 digits or spaces', async () => {
    render()
    await fillIn()
    await type(phone(), '070-123')
    await submit()
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'))
    await waitFor(() => expect(document.activeElement).toBe(phone()))
    expect(name().getAttribute('aria-invalid')).toBe('false')
    await type(phone(), '+46 70 123')
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
  })

  it('clears a field’s flag when that field changes, and only that one', async () => {
    render()
    await submit()
    await waitFor(() => expect(name().getAttribute('aria-invalid')).toBe('true'))
    await type(name(), 'A')
    expect(name().getAttribute('aria-invalid')).toBe('false')
    expect(messageOf(name())).toBeNull()
    expect(phone().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-invalid')).toBe('true')
  })

  it('flags the fields a 400 names, without retrying or the form error', async () => {
    fetchMock.mockImplementation(async () =>
      json(400, { error: 'Some fields are missing or wrong', fields: [{ field: 'phone', code: 'pattern', message: 'phone must be …' }] }),
    )
    render()
    await fillIn()
    await submit()
    await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'))
    // The fields are enabled again once the answer is in, then the flagged one takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(phone()))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(errorBanner()).toBeNull()
  })
})

describe('CarContactForm: hash anchors and finance links (spec 02 Hash anchors)', () => {
  it('#contact-quote pre-ticks the quote on load', async () => {
    window.history.replaceState(null, '', `${PAGE}#contact-quote`)
    render()
    expect(quote().checked).toBe(true)
    expect(testDrive().checked).toBe(false)
  })

  it('a later hash change to #contact-testdrive pre-ticks the test drive, keeping the quote ticked', async () => {
    window.history.replaceState(null, '', `${PAGE}#contact-quote`)
    render()
    window.history.replaceState(null, '', `${PAGE}#contact-testdrive`)
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(testDrive().checked).toBe(true)
    expect(quote().checked).toBe(true)
  })

  it('#contact and #equipment tick nothing', async () => {
    window.history.replaceState(null, '', `${PAGE}#contact`)
    render()
    expect(quote().checked).toBe(false)
    expect(testDrive().checked).toBe(false)
  })

  it('?quoteRef= pre-fills the message with the reference (and the part exchange), editable', async () => {
    window.history.replaceState(null, '', `${PAGE}?quoteRef=SHR7K3M9Q2X4P&partExchange=1#contact`)
    render()
    expect(message().value).toBe('Finance quote reference: SHR7K3M9Q2X4P\nI have a car to part-exchange.')
    await type(message(), 'Finance quote reference: SHR7K3M9Q2X4P\nCan I come on Saturday?')
    expect(message().value).toContain('Saturday')
  })

  it('the reserve link (?quoteRef=…#contact-quote) pre-fills the reference and ticks the quote', async () => {
    window.history.replaceState(null, '', `${PAGE}?quoteRef=SHR7K3M9Q2X4P#contact-quote`)
    render()
    expect(message().value).toBe('Finance quote reference: SHR7K3M9Q2X4P')
    expect(quote().checked).toBe(true)
  })
})

describe('CarContactForm: sample cars (spec 02 §5 seller, §8 Department not found)', () => {
  it("requires the seller: first option 'choose seller' with an asterisk", async () => {
    render({ car: sampleCar, recipient: {}, sellers })
    const select = seller()
    expect(select.required).toBe(true)
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose seller *'],
      ['2001-1', 'Bilhallen Göteborg'],
      ['2002-0', 'Bilhallen Borås'],
    ])
    await fillIn()
    await submit()
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(messageOf(select)).toBe('Please fill in this field correctly.')
    await waitFor(() => expect(document.activeElement).toBe(select))

    await user.selectOptions(select, '2002-0')
    expect(select.getAttribute('aria-invalid')).toBe('false')
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
    expect(sentBodies()[0]?.values).toMatchObject({ car: sampleCar, siteName: 'Bilhallen Borås', toName: 'Bilhallen Borås', toEmail: 'privat@boras.example' })
  })

  it("no matching department: 'Department not found' logged, the form error shown, nothing sent", async () => {
    render({ car: sampleCar, recipient: {}, sellers: [] })
    expect(screen.queryByRole('combobox')).toBeNull()
    await fillIn()
    await submit()
    await waitFor(() => expect(errorBanner()?.textContent).toBe(texts.formError))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledTimes(1)
    expect(String((error.mock.calls[0]?.[1] as { error?: Error }).error?.message)).toBe('Department not found')
  })
})

describe('CarContactForm: retries (spec 02 §7 "Retried up to 3 times", §8, §9)', () => {
  it('2 failures then a 202: sent on the third attempt, same formSubmissionId, a warning per failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(502, {}))
    render()
    await fillIn()
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(new Set(sentBodies().map((b) => b.formSubmissionId)).size).toBe(1)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(error).not.toHaveBeenCalled()
  })

  it('3 failures: the carDetailFormError banner, 2 warnings and 1 error logged, the fields usable again', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: 'down' }))
    render()
    await fillIn()
    await submit()
    await waitFor(() => expect(errorBanner()).not.toBeNull())
    expect(errorBanner()?.textContent).toBe("Your message couldn't be sent right now. Please try again in a moment, or contact us by phone or e-mail.")
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
    expect(form().querySelector('fieldset')?.disabled).toBe(false)
    expect(successOverlay()).toBeNull()

    // Sent again unchanged, it keeps its formSubmissionId (a lead stored while its answer was lost is not stored twice).
    fetchMock.mockImplementation(async () => accepted())
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
    expect(errorBanner()).toBeNull()
    const ids = sentBodies().map((b) => b.formSubmissionId)
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(1)
  })

  it('a changed enquiry after a failure gets a new formSubmissionId', async () => {
    fetchMock.mockImplementation(async () => json(500, {}))
    render()
    await fillIn()
    await submit()
    await waitFor(() => expect(errorBanner()).not.toBeNull())
    fetchMock.mockImplementation(async () => accepted())
    await type(message(), 'Changed my mind')
    await submit()
    await waitFor(() => expect(successOverlay()).not.toBeNull())
    const ids = sentBodies().map((b) => b.formSubmissionId)
    expect(ids[3]).not.toBe(ids[0])
  })
})
