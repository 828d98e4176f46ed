// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import { CarContactForm, type CarContactFormProps } from './CarContactForm'
import { carContactFormTexts } from './contact-form-texts'
import type { ContactRequestBody } from './contact-submission'
import type { SellerOption } from './seller-options'

const texts = carContactFormTexts(resolveDictionary([], 'en', 'sv'))
const PAGE = '/kop-bil/1001/volvo-xc60-t6-recharge-inscription-2021'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const stockCar = { id: '1001', brand: 'Volvo', model: 'XC60', version: 'T6 Recharge Inscription', regNo: 'ABC123', title: 'Volvo XC60 T6 Recharge Inscription 2021', year: 2021, isSample: false }
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
  retryDelayMs: 10,
}

let container: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let warn: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const accepted = () => json(202, { submitted: true, id: 7 })

const render = async (props: Partial<CarContactFormProps> = {}) => {
  await act(async () => root.render(<CarContactForm {...baseProps} {...props} />))
}

/** Retries an assertion while timers and fetches run (the project has no Testing Library). */
async function until(assertion: () => void, timeoutMs = 3000): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      assertion()
      return
    } catch (failure) {
      if (Date.now() - started > timeoutMs) throw failure
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
      })
    }
  }
}

const form = () => {
  const found = container.querySelector<HTMLFormElement>('form#contact-form')
  if (!found) throw new Error('no form')
  return found
}
/** The control a label names (the label's text without the required asterisk). */
function control<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const found = Array.from(container.querySelectorAll('label')).find((l) => (l.textContent ?? '').replace('*', '').trim() === label)
  const element = found?.htmlFor ? document.getElementById(found.htmlFor) : null
  if (!element) throw new Error(`no control labelled "${label}"`)
  return element as T
}
const name = () => control('Name')
const phone = () => control('Phone')
const email = () => control('E-mail')
const message = () => control<HTMLTextAreaElement>('Message')
const quote = () => control('I would like a quote')
const testDrive = () => control('I would like a test drive')
const seller = () => control<HTMLSelectElement>('Seller')
const submitButton = () => {
  const found = container.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!found) throw new Error('no submit button')
  return found
}
const errorBanner = () => container.querySelector('[role="alert"]')
const successOverlay = () => container.querySelector<HTMLElement>('[data-testid="contact-success"]')

/** Types into a control the way React's onChange sees it. */
async function type(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value)
  await act(async () => {
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })
}
const click = (element: HTMLElement) => act(async () => element.click())
const submit = () => click(submitButton())

async function fillIn() {
  await type(name(), 'Anna Berg')
  await type(phone(), '+46 70 123 45 67')
  await type(email(), 'anna@example.se')
}

/** The control's invalidInput message, through aria-describedby. */
const messageOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as ContactRequestBody)

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  window.history.replaceState(null, '', PAGE)
  fetchMock = vi.fn<typeof fetch>(async () => accepted())
  vi.stubGlobal('fetch', fetchMock)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('CarContactForm: fields and accessibility (spec 02 Contact form, §5)', () => {
  it('labels every field, marks the required ones, and has the hash anchors’ targets', async () => {
    await render()
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
    expect(container.textContent).toContain('* Required field')
    // No seller for a car in stock.
    expect(container.querySelector('select')).toBeNull()
  })

  it('has a hidden honeypot: off screen, out of the tab order and the accessibility tree, no autocomplete', async () => {
    await render()
    const honeypot = form().elements.namedItem('website')
    if (!(honeypot instanceof HTMLInputElement)) throw new Error('no honeypot')
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.autocomplete).toBe('off')
    expect(honeypot.getAttribute('aria-hidden')).toBe('true')
    expect(honeypot.parentElement?.getAttribute('aria-hidden')).toBe('true')
    expect(honeypot.parentElement?.className).toContain('-left-[10000px]')
  })

  it('shows the consent text and the privacy link under the submit button', async () => {
    await render()
    const link = container.querySelector<HTMLAnchorElement>('a[href="/en/privacy-policy"]')
    expect(link?.textContent).toBe('Read our privacy policy')
    expect(link?.closest('p')?.textContent).toContain(texts.consent)
    expect(submitButton().compareDocumentPosition(link as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await render({ privacyHref: undefined })
    expect(container.querySelector('a')).toBeNull()
  })
})

describe('CarContactForm: sending (spec 02 §7 Contact)', () => {
  it('POSTs the spec body to /api/forms/comhub and shows the success overlay, focused', async () => {
    await render()
    await fillIn()
    await type(message(), 'Is it still available?')
    await click(testDrive())
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())

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
    await render()
    await fillIn()
    await type(message(), 'Hello')
    await click(quote())
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
    const again = Array.from(successOverlay()?.querySelectorAll('button') ?? []).find((b) => b.textContent === 'Send another message')
    if (!again) throw new Error('no send-another button')
    await click(again)
    expect(successOverlay()).toBeNull()
    expect(form().inert).toBe(false)
    expect(name().value).toBe('Anna Berg')
    expect(message().value).toBe('')
    expect(quote().checked).toBe(false)
    expect(document.activeElement).toBe(message())
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
    const [first, second] = sentBodies()
    expect(second?.formSubmissionId).not.toBe(first?.formSubmissionId)
  })

  it('disables the fields while sending and shows progress on the button', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    await render()
    await fillIn()
    await submit()
    const fieldset = form().querySelector('fieldset')
    expect(fieldset?.disabled).toBe(true)
    expect(form().getAttribute('aria-busy')).toBe('true')
    expect(submitButton().getAttribute('aria-disabled')).toBe('true')
    expect(submitButton().textContent).toBe('Sending…')
    // A second press while sending sends nothing more.
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(accepted()))
    await until(() => expect(successOverlay()).not.toBeNull())
  })

  it('sends what a bot put in the honeypot', async () => {
    await render()
    await fillIn()
    const honeypot = form().elements.namedItem('website') as HTMLInputElement
    honeypot.value = 'http://spam.example'
    await submit()
    await until(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBodies()[0]?.website).toBe('http://spam.example')
  })
})

describe('CarContactForm: checks (spec 02 §4, §5)', () => {
  it('flags each invalid field with invalidInput, focuses the first, sends nothing', async () => {
    await render()
    await type(email(), 'anna@')
    await submit()
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
    await render()
    await fillIn()
    await type(phone(), '070-123')
    await submit()
    expect(phone().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(phone())
    expect(name().getAttribute('aria-invalid')).toBe('false')
    await type(phone(), '+46 70 123')
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
  })

  it('clears a field’s flag when that field changes, and only that one', async () => {
    await render()
    await submit()
    await type(name(), 'A')
    expect(name().getAttribute('aria-invalid')).toBe('false')
    expect(messageOf(name())).toBeNull()
    expect(phone().getAttribute('aria-invalid')).toBe('true')
    expect(email().getAttribute('aria-invalid')).toBe('true')
  })

  it('flags the fields a 400 names, without retrying or the form error', async () => {
    fetchMock.mockImplementation(async () => json(400, { error: 'Some fields are missing or wrong', fields: [{ field: 'phone', code: 'pattern', message: 'phone must be …' }] }))
    await render()
    await fillIn()
    await submit()
    await until(() => expect(phone().getAttribute('aria-invalid')).toBe('true'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(phone())
    expect(errorBanner()).toBeNull()
  })
})

describe('CarContactForm: hash anchors and finance links (spec 02 Hash anchors)', () => {
  it('#contact-quote pre-ticks the quote on load', async () => {
    window.history.replaceState(null, '', `${PAGE}#contact-quote`)
    await render()
    expect(quote().checked).toBe(true)
    expect(testDrive().checked).toBe(false)
  })

  it('a later hash change to #contact-testdrive pre-ticks the test drive, keeping the quote ticked', async () => {
    window.history.replaceState(null, '', `${PAGE}#contact-quote`)
    await render()
    window.history.replaceState(null, '', `${PAGE}#contact-testdrive`)
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(testDrive().checked).toBe(true)
    expect(quote().checked).toBe(true)
  })

  it('#contact and #equipment tick nothing', async () => {
    window.history.replaceState(null, '', `${PAGE}#contact`)
    await render()
    expect(quote().checked).toBe(false)
    expect(testDrive().checked).toBe(false)
  })

  it('?quoteRef= pre-fills the message with the reference (and the part exchange), editable', async () => {
    window.history.replaceState(null, '', `${PAGE}?quoteRef=SHR7K3M9Q2X4P&partExchange=1#contact`)
    await render()
    expect(message().value).toBe('Finance quote reference: SHR7K3M9Q2X4P\nI have a car to part-exchange.')
    await type(message(), 'Finance quote reference: SHR7K3M9Q2X4P\nCan I come on Saturday?')
    expect(message().value).toContain('Saturday')
  })

  it('the reserve link (?quoteRef=…#contact-quote) pre-fills the reference and ticks the quote', async () => {
    window.history.replaceState(null, '', `${PAGE}?quoteRef=SHR7K3M9Q2X4P#contact-quote`)
    await render()
    expect(message().value).toBe('Finance quote reference: SHR7K3M9Q2X4P')
    expect(quote().checked).toBe(true)
  })
})

describe('CarContactForm: sample cars (spec 02 §5 seller, §8 Department not found)', () => {
  it("requires the seller: first option 'choose seller' with an asterisk", async () => {
    await render({ car: sampleCar, recipient: {}, sellers })
    const select = seller()
    expect(select.required).toBe(true)
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose seller *'],
      ['2001-1', 'Bilhallen Göteborg'],
      ['2002-0', 'Bilhallen Borås'],
    ])
    await fillIn()
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(messageOf(select)).toBe('Please fill in this field correctly.')
    expect(document.activeElement).toBe(select)

    await type(select, '2002-0')
    expect(select.getAttribute('aria-invalid')).toBe('false')
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
    expect(sentBodies()[0]?.values).toMatchObject({ car: sampleCar, siteName: 'Bilhallen Borås', toName: 'Bilhallen Borås', toEmail: 'privat@boras.example' })
  })

  it("no matching department: 'Department not found' logged, the form error shown, nothing sent", async () => {
    await render({ car: sampleCar, recipient: {}, sellers: [] })
    expect(container.querySelector('select')).toBeNull()
    await fillIn()
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(errorBanner()?.textContent).toBe(texts.formError)
    expect(error).toHaveBeenCalledTimes(1)
    expect(String((error.mock.calls[0]?.[1] as { error?: Error }).error?.message)).toBe('Department not found')
  })
})

describe('CarContactForm: retries (spec 02 §7 "Retried up to 3 times", §8, §9)', () => {
  it('2 failures then a 202: sent on the third attempt, same formSubmissionId, a warning per failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(502, {}))
    await render()
    await fillIn()
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(new Set(sentBodies().map((b) => b.formSubmissionId)).size).toBe(1)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(error).not.toHaveBeenCalled()
  })

  it('3 failures: the carDetailFormError banner, 2 warnings and 1 error logged, the fields usable again', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: 'down' }))
    await render()
    await fillIn()
    await submit()
    await until(() => expect(errorBanner()).not.toBeNull())
    expect(errorBanner()?.textContent).toBe("Your message couldn't be sent right now. Please try again in a moment, or contact us by phone or e-mail.")
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
    expect(form().querySelector('fieldset')?.disabled).toBe(false)
    expect(successOverlay()).toBeNull()

    // Sent again unchanged, it keeps its formSubmissionId (a lead stored while its answer was lost is not stored twice).
    fetchMock.mockImplementation(async () => accepted())
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
    expect(errorBanner()).toBeNull()
    const ids = sentBodies().map((b) => b.formSubmissionId)
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(1)
  })

  it('a changed enquiry after a failure gets a new formSubmissionId', async () => {
    fetchMock.mockImplementation(async () => json(500, {}))
    await render()
    await fillIn()
    await submit()
    await until(() => expect(errorBanner()).not.toBeNull())
    fetchMock.mockImplementation(async () => accepted())
    await type(message(), 'Changed my mind')
    await submit()
    await until(() => expect(successOverlay()).not.toBeNull())
    const ids = sentBodies().map((b) => b.formSubmissionId)
    expect(ids[3]).not.toBe(ids[0])
  })
})
