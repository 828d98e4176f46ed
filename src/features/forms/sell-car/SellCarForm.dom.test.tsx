// @vitest-environment happy-dom
import { cleanup, render as renderForm, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { allowTracking, forgetTracking, trackedEvents } from '@/features/tracking/testing/tracked-events'

import { formMessages } from '../shared/form-texts'
import { describedBy, labelText, leadFetch, sentBodies } from '../shared/testing/lead-fetch'
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

let fetch: ReturnType<typeof leadFetch>
let user: UserEvent

function render(statuses: number[] = [202]) {
  fetch = leadFetch(...statuses)
  return renderForm(
    <SellCarForm
      formName="Nordbil GruppenSellCarForm"
      options={['Sälja bil', 'Byta in bil']}
      successText="Tack! Vi hör av oss."
      texts={texts}
      sendOptions={{ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {}, log: { warn: () => {}, error: () => {} } }}
    />,
  )
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(labelText(label))
const group = () => screen.getByRole('radiogroup')
const form = () => document.querySelector<HTMLFormElement>('form')
const alert = () => screen.queryByRole('alert')
const success = () => screen.queryByTestId('sell-car-success')

/** Replaces a field's text the way typing does. */
async function fill(element: HTMLElement, value: string) {
  await user.clear(element)
  if (value) await user.type(element, value)
}

async function fillAll(over: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    Registreringsnummer: 'ABC123',
    Miltal: '12 500',
    Namn: 'Anna Svensson',
    Telefonnummer: '070 123 45 67',
    'E-postadress': 'anna@example.se',
    ...over,
  }
  for (const [label, value] of Object.entries(values)) await fill(field(label), value)
}

const submit = () => user.click(screen.getByRole('button', { name: texts.submit }))

beforeEach(() => {
  user = userEvent.setup({ delay: null })
})

afterEach(() => {
  cleanup()
  forgetTracking()
})

describe('SellCarForm (spec 03 §2.5, §5)', () => {
  it('labels every field, marks the required ones and groups the two choices in a fieldset', async () => {
    const { container } = render()
    for (const label of ['Registreringsnummer', 'Miltal', 'Namn', 'Telefonnummer', 'E-postadress']) expect(field(label).required, label).toBe(true)
    expect(field<HTMLTextAreaElement>('Meddelande').required).toBe(false)
    expect(field('Telefonnummer').type).toBe('tel')
    expect(field('Miltal').inputMode).toBe('numeric')
    expect(group().tagName).toBe('FIELDSET')
    expect(group().querySelector('legend')?.textContent).toBe('Vad vill du göra?*')
    expect(group().getAttribute('aria-required')).toBe('true')
    expect(Array.from(group().querySelectorAll('input[type="radio"]')).map((r) => (r as HTMLInputElement).value)).toEqual(['Sälja bil', 'Byta in bil'])
    // The honeypot is out of sight and reach.
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('sends the spec’s values to the lead route and shows the thanks, focused', async () => {
    render()
    await fillAll({ Meddelande: ' Servicebok finns ' })
    await user.click(field('Byta in bil'))
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('/api/forms/comhub')
    const [body] = sentBodies(fetch)
    expect(body).toEqual({
      formName: 'Nordbil GruppenSellCarForm',
      formSubmissionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      values: {
        regno: 'ABC123',
        milage: 12500,
        customerName: 'Anna Svensson',
        customerPhone: '070 123 45 67',
        customerEmail: 'anna@example.se',
        other: 'Servicebok finns',
        selected: 'Byta in bil',
      },
      website: '',
    })
    expect(success()?.getAttribute('role')).toBe('status')
    expect(success()?.textContent).toBe('Tack! Vi hör av oss.')
    await waitFor(() => expect(document.activeElement).toBe(success()))
    expect(form()).toBeNull()
  })

  it('does not submit while required fields are empty; flags them and focuses the first', async () => {
    render()
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(field('Registreringsnummer')))
    expect(fetch).not.toHaveBeenCalled()
    for (const label of ['Registreringsnummer', 'Miltal', 'Namn', 'Telefonnummer', 'E-postadress']) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true')
      expect(describedBy(field(label)), label).toBe('Fältet måste fyllas i.')
    }
    expect(group().getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(group())).toBe('Fältet måste fyllas i.')
    expect(document.activeElement).toBe(field('Registreringsnummer'))
    expect(field<HTMLTextAreaElement>('Meddelande').hasAttribute('aria-invalid')).toBe(false)
  })

  it('does not submit if name, phone or e-mail is empty, even with everything else filled', async () => {
    render()
    for (const missing of ['Namn', 'Telefonnummer', 'E-postadress']) {
      await fillAll({ [missing]: '' })
      await user.click(field('Sälja bil'))
      await submit()
      await waitFor(() => expect(document.activeElement, missing).toBe(field(missing)))
      expect(field(missing).getAttribute('aria-invalid'), missing).toBe('true')
      expect(fetch, missing).not.toHaveBeenCalled()
    }
  })

  it('checks the patterns: mileage a number from 0, the contact form’s phone and e-mail', async () => {
    render()
    await fillAll({ Miltal: '-5', Telefonnummer: '070-ABC', 'E-postadress': 'anna@example' })
    await user.click(field('Sälja bil'))
    await submit()
    await waitFor(() => expect(describedBy(field('Miltal'))).toBe('Kontrollera uppgiften.'))
    expect(fetch).not.toHaveBeenCalled()
    expect(describedBy(field('Telefonnummer'))).toBe('Ange ett telefonnummer med 6–20 siffror, gärna med + först.')
    expect(describedBy(field('E-postadress'))).toBe('Ange en e-postadress, till exempel namn@exempel.se.')
    // A flag clears once its field is right; the others keep theirs.
    await fill(field('Miltal'), '0')
    await waitFor(() => expect(field('Miltal').getAttribute('aria-invalid')).toBeNull())
    expect(field('Telefonnummer').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows sellCarFormError when sending fails, and a second try keeps the formSubmissionId', async () => {
    render([503, 503, 503, 202])
    await fillAll()
    await user.click(field('Sälja bil'))
    await submit()
    await waitFor(() => expect(alert()?.textContent).toBe('Formuläret kunde inte skickas just nu. Försök igen om en stund.'))
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(form()?.getAttribute('data-state')).toBe('error')
    // The input stays, the fields are usable again.
    expect(field('Namn').value).toBe('Anna Svensson')
    expect(form()?.querySelector('fieldset')?.disabled).toBe(false)
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    const ids = sentBodies(fetch).map((b) => b.formSubmissionId)
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(1)
  })

  it('reports the lead to analytics once: the start, the send, the lead and the success (spec 03 §7)', async () => {
    allowTracking()
    render()
    await fillAll()
    await user.click(field('Sälja bil'))
    expect(trackedEvents()).toEqual([{ event: 'form_interaction', form_name: 'Nordbil GruppenSellCarForm', action: 'start' }])
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    const [body] = sentBodies(fetch)
    expect(trackedEvents()).toEqual([
      { event: 'form_interaction', form_name: 'Nordbil GruppenSellCarForm', action: 'start' },
      { event: 'form_interaction', form_name: 'Nordbil GruppenSellCarForm', action: 'submit' },
      { event: 'lead', form_name: 'Nordbil GruppenSellCarForm', form_submission_id: body!.formSubmissionId },
      { event: 'form_interaction', form_name: 'Nordbil GruppenSellCarForm', action: 'success' },
    ])
  })

  it('reports a failed send as a failure and an error event, and no lead', async () => {
    allowTracking()
    render([503])
    await fillAll()
    await user.click(field('Sälja bil'))
    await submit()
    await waitFor(() => expect(alert()).not.toBeNull())
    expect(trackedEvents('lead')).toEqual([])
    expect(trackedEvents('form_interaction').map((e) => e.event === 'form_interaction' && e.action)).toEqual(['start', 'submit', 'failure'])
    expect(trackedEvents('event_error')).toEqual([{ event: 'event_error', form_name: 'Nordbil GruppenSellCarForm', error: 'send_failed' }])
  })

  it('flags the fields a 400 names', async () => {
    fetch = leadFetch()
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'x', fields: [{ field: 'customerEmail', code: 'pattern', message: '…' }] }), { status: 400 }),
    )
    renderForm(
      <SellCarForm
        formName="xSellCarForm"
        options={['A', 'B']}
        successText="ok"
        texts={texts}
        sendOptions={{ fetch: fetch as unknown as typeof globalThis.fetch, log: { warn: () => {}, error: () => {} } }}
      />,
    )
    await fillAll()
    await user.click(field('A'))
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(field('E-postadress')))
    expect(describedBy(field('E-postadress'))).toBe('Ange en e-postadress, till exempel namn@exempel.se.')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(alert()).toBeNull()
  })
})
