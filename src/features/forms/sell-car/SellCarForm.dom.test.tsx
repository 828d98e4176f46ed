// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'

import { formMessages } from '../shared/form-texts'
import { click, control, errorOf, fill, leadFetch, sentBodies, submit } from '../shared/testing/form-dom'
import { SellCarForm, type SellCarFormTexts } from './SellCarForm'

const d = resolveDictionary([], 'sv', 'sv')
const texts: SellCarFormTexts = {
  regno: d.t('sellCarFormRegno'),
  milage: d.t('sellCarFormMilage'),
  name: d.t('sellCarFormName'),
  phone: d.t('sellCarFormPhone'),
  email: d.t('sellCarFormEmail'),
  message: d.t('sellCarFormMessage'),
  choice: d.t('sellCarFormChoice'),
  submit: d.t('formsSubmit'),
  submitting: d.t('formsSubmitting'),
  requiredNote: d.t('formsRequiredNote'),
  error: d.t('sellCarFormError'),
  messages: formMessages(d),
}

let container: HTMLDivElement
let root: Root
let fetch: ReturnType<typeof leadFetch>

async function render(statuses: number[] = [202]) {
  fetch = leadFetch(...statuses)
  await act(async () =>
    root.render(
      <SellCarForm
        formName="Nordbil GruppenSellCarForm"
        options={['Sälja bil', 'Byta in bil']}
        successText="Tack! Vi hör av oss."
        texts={texts}
        postOptions={{ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {}, log: () => {} }}
      />,
    ),
  )
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => control<T>(container, label)

async function fillAll(over: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = { Registreringsnummer: 'ABC123', Miltal: '12 500', Namn: 'Anna Svensson', Telefonnummer: '070 123 45 67', 'E-postadress': 'anna@example.se', ...over }
  for (const [label, value] of Object.entries(values)) await fill(field(label), value)
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
})

describe('SellCarForm (spec 03 §2.5, §5)', () => {
  it('labels every field, marks the required ones and groups the two choices in a fieldset', async () => {
    await render()
    for (const label of ['Registreringsnummer', 'Miltal', 'Namn', 'Telefonnummer', 'E-postadress']) expect(field(label).required, label).toBe(true)
    expect(field<HTMLTextAreaElement>('Meddelande').required).toBe(false)
    expect(field('Telefonnummer').type).toBe('tel')
    expect(field('Miltal').inputMode).toBe('numeric')
    const group = container.querySelector('fieldset[role="radiogroup"]')!
    expect(group.querySelector('legend')?.textContent).toBe('Vad vill du göra?*')
    expect(group.getAttribute('aria-required')).toBe('true')
    expect(Array.from(group.querySelectorAll('input[type="radio"]')).map((r) => (r as HTMLInputElement).value)).toEqual(['Sälja bil', 'Byta in bil'])
    // The honeypot is out of sight and reach.
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('sends the spec’s values to the lead route and shows the thanks, focused', async () => {
    await render()
    await fillAll({ Meddelande: ' Servicebok finns ' })
    await click(field('Byta in bil'))
    await submit(container)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('/api/forms/comhub')
    const [body] = sentBodies(fetch)
    expect(body).toEqual({
      formName: 'Nordbil GruppenSellCarForm',
      formSubmissionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      values: { regno: 'ABC123', milage: 12500, customerName: 'Anna Svensson', customerPhone: '070 123 45 67', customerEmail: 'anna@example.se', other: 'Servicebok finns', selected: 'Byta in bil' },
      website: '',
    })
    const success = container.querySelector('[data-testid="sell-car-success"]')!
    expect(success.getAttribute('role')).toBe('status')
    expect(success.textContent).toBe('Tack! Vi hör av oss.')
    expect(document.activeElement).toBe(success)
    expect(container.querySelector('form')).toBeNull()
  })

  it('does not submit while required fields are empty; flags them and focuses the first', async () => {
    await render()
    await submit(container)
    expect(fetch).not.toHaveBeenCalled()
    for (const label of ['Registreringsnummer', 'Miltal', 'Namn', 'Telefonnummer', 'E-postadress']) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true')
      expect(errorOf(field(label)), label).toBe('Fältet måste fyllas i.')
    }
    const group = container.querySelector('fieldset[role="radiogroup"]')!
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(group as HTMLElement)).toBe('Fältet måste fyllas i.')
    expect(document.activeElement).toBe(field('Registreringsnummer'))
    expect(field<HTMLTextAreaElement>('Meddelande').hasAttribute('aria-invalid')).toBe(false)
  })

  it('does not submit if name, phone or e-mail is empty, even with everything else filled', async () => {
    await render()
    for (const missing of ['Namn', 'Telefonnummer', 'E-postadress']) {
      await fillAll({ [missing]: '' })
      await click(field('Sälja bil'))
      await submit(container)
      expect(fetch, missing).not.toHaveBeenCalled()
      expect(document.activeElement).toBe(field(missing))
    }
  })

  it('checks the patterns: mileage a number from 0, the contact form’s phone and e-mail', async () => {
    await render()
    await fillAll({ Miltal: '-5', Telefonnummer: '070-ABC', 'E-postadress': 'anna@example' })
    await click(field('Sälja bil'))
    await submit(container)
    expect(fetch).not.toHaveBeenCalled()
    expect(errorOf(field('Miltal'))).toBe('Kontrollera uppgiften.')
    expect(errorOf(field('Telefonnummer'))).toBe('Ange ett telefonnummer med 6–20 siffror, gärna med + först.')
    expect(errorOf(field('E-postadress'))).toBe('Ange en e-postadress, till exempel namn@exempel.se.')
    // A flag clears once its field is right.
    await fill(field('Miltal'), '0')
    expect(field('Miltal').getAttribute('aria-invalid')).toBeNull()
    expect(field('Telefonnummer').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows sellCarFormError when sending fails, and a second try keeps the formSubmissionId', async () => {
    await render([503, 503, 503, 202])
    await fillAll()
    await click(field('Sälja bil'))
    await submit(container)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Formuläret kunde inte skickas just nu. Försök igen om en stund.')
    expect(container.querySelector('form')?.getAttribute('data-state')).toBe('error')
    await submit(container)
    const ids = sentBodies(fetch).map((b) => b.formSubmissionId)
    expect(new Set(ids).size).toBe(1)
    expect(container.querySelector('[data-testid="sell-car-success"]')).not.toBeNull()
  })

  it('flags the fields a 400 names', async () => {
    fetch = leadFetch()
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'x', fields: [{ field: 'customerEmail', code: 'pattern', message: '…' }] }), { status: 400 }))
    await act(async () =>
      root.render(<SellCarForm formName="xSellCarForm" options={['A', 'B']} successText="ok" texts={texts} postOptions={{ fetch: fetch as unknown as typeof globalThis.fetch, log: () => {} }} />),
    )
    await fillAll()
    await click(field('A'))
    await submit(container)
    expect(errorOf(field('E-postadress'))).toBe('Ange en e-postadress, till exempel namn@exempel.se.')
    expect(document.activeElement).toBe(field('E-postadress'))
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })
})
