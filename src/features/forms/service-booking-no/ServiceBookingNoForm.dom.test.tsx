// @vitest-environment happy-dom
import { cleanup, fireEvent, render as renderForm, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { SERVICE_BOOKING_NO_MC_TOPICS, SERVICE_BOOKING_NO_SERVICE_TYPES } from '@/features/leads/lead-schema'

import { formMessages } from '../shared/form-texts'
import { localIsoDate } from '../shared/local-date'
import { describedBy, labelText, leadFetch, sentBodies } from '../shared/testing/lead-fetch'
import { SERVICE_BOOKING_NO_THANKS_TEXT, SERVICE_BOOKING_NO_THANKS_TITLE } from './service-booking-no-block'
import { ServiceBookingNoForm, type ServiceBookingNoFormTexts } from './ServiceBookingNoForm'

const d = resolveDictionary([], 'nb', 'nb')
const texts: ServiceBookingNoFormTexts = {
  dealer: d.t('serviceBookingNoDealer'),
  dealerPlaceholder: d.t('serviceBookingNoDealerPlaceholder'),
  regno: d.t('serviceBookingNoRegno'),
  milage: d.t('serviceBookingNoMilage'),
  date: d.t('serviceBookingNoDate'),
  services: d.t('serviceBookingNoServices'),
  topics: d.t('serviceBookingNoTopics'),
  description: d.t('serviceBookingNoDescription'),
  other: d.t('serviceBookingNoOther'),
  name: d.t('serviceBookingNoName'),
  phone: d.t('serviceBookingNoPhone'),
  email: d.t('serviceBookingNoEmail'),
  gdpr: d.t('serviceBookingNoGdpr'),
  newsletter: d.t('serviceBookingNoNewsletter'),
  submit: d.t('serviceBookingNoSubmit'),
  submitting: d.t('formsSubmitting'),
  requiredNote: d.t('formsRequiredNote'),
  error: d.t('serviceBookingNoError'),
  messages: formMessages(d),
}

const DEALERS = [
  { id: '201', name: 'Fjordbil Bergen Åsane', email: 'verksted.asane@fjordbil.example' },
  { id: '203', name: 'Fjordbil Stavanger Forus' },
]

const dayFromToday = (days: number) => {
  const day = new Date()
  day.setDate(day.getDate() + days)
  return localIsoDate(day)
}

let fetch: ReturnType<typeof leadFetch>
let user: UserEvent

function render(options: { motorcycle?: boolean; statuses?: number[]; newsletterRequired?: boolean } = {}) {
  fetch = leadFetch(...(options.statuses ?? [202]))
  return renderForm(
    <ServiceBookingNoForm
      formName="FjordbilServiceBookingForm"
      dealers={DEALERS}
      motorcycle={options.motorcycle ?? false}
      newsletterRequired={options.newsletterRequired}
      thanksTitle={SERVICE_BOOKING_NO_THANKS_TITLE}
      thanksText={SERVICE_BOOKING_NO_THANKS_TEXT}
      texts={texts}
      sendOptions={{ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {}, log: { warn: () => {}, error: () => {} } }}
    />,
  )
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(labelText(label))
const choiceLabels = () => Array.from(document.querySelectorAll<HTMLInputElement>('input[name="services"]')).map((input) => input.value)
const success = () => screen.queryByTestId('service-booking-no-success')
const CONSENT = 'Jeg samtykker i at opplysningene mine brukes til å behandle henvendelsen.'
const NEWSLETTER = 'Ja takk, jeg vil gjerne motta nyhetsbrev.'

/** Replaces a field's text the way typing does; a date the way the picker sets it. */
async function fill(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (element.type === 'date') {
    fireEvent.change(element, { target: { value } })
    return
  }
  await user.clear(element)
  if (value) await user.type(element, value)
}

async function fillRequired(over: Partial<Record<string, string>> = {}) {
  await user.selectOptions(field<HTMLSelectElement>('Nærmeste forhandler'), over.dealer ?? '201')
  const values: Record<string, string> = {
    Registreringsnummer: 'EV12345',
    'Ønsket dato': dayFromToday(7),
    Navn: 'Ola Nordmann',
    Telefon: '+47 912 34 567',
    'E-post': 'ola@example.no',
    ...over,
  }
  delete values.dealer
  for (const [label, value] of Object.entries(values)) await fill(field(label), value)
  await user.click(field(CONSENT))
}

const submit = () => user.click(screen.getByRole('button', { name: texts.submit }))

beforeEach(() => {
  user = userEvent.setup({ delay: null })
})

afterEach(() => {
  cleanup()
})

describe('ServiceBookingNoForm (spec 03 §2.6, §4, §5)', () => {
  it('offers the site’s dealers, the 11 service types, and marks dealer, regno, date and consent required', async () => {
    render()
    const dealer = field<HTMLSelectElement>('Nærmeste forhandler')
    expect(Array.from(dealer.options).map((o) => o.textContent)).toEqual(['Velg forhandler', 'Fjordbil Bergen Åsane', 'Fjordbil Stavanger Forus'])
    for (const label of ['Nærmeste forhandler', 'Registreringsnummer', 'Ønsket dato', 'Navn', 'Telefon', 'E-post'])
      expect(field(label).required, label).toBe(true)
    expect(field('Kilometerstand').required).toBe(false)
    expect(field(CONSENT).required).toBe(true)
    expect(field('Ja takk, jeg vil gjerne motta nyhetsbrev.').required).toBe(false)
    expect(choiceLabels()).toEqual([...SERVICE_BOOKING_NO_SERVICE_TYPES])
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Hva ønsker du å bestille?')
    // The date picker starts at the browser's today.
    expect(field('Ønsket dato').type).toBe('date')
    expect(field('Ønsket dato').min).toBe(dayFromToday(0))
  })

  it('the motorcycle variant offers the 3 motorcycle topics and sends typeMC', async () => {
    render({ motorcycle: true })
    expect(choiceLabels()).toEqual(['Bestille service', 'Bestile deler', 'Annet vennligst beskriv'])
    expect(choiceLabels()).toEqual([...SERVICE_BOOKING_NO_MC_TOPICS])
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Hva gjelder henvendelsen?')
    await fillRequired()
    await user.click(field('Bestile deler'))
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { typeMC: true, services: ['Bestile deler'] } })
  })

  it('sends the spec’s values and shows the thank-you texts (202 with submitted true)', async () => {
    render()
    await fillRequired({ Kilometerstand: '45 000', Beskrivelse: 'Bremsene hviner.' })
    await user.click(field('EU-kontroll'))
    await user.click(field('Hjulskift'))
    await user.click(field('Ja takk, jeg vil gjerne motta nyhetsbrev.'))
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sentBodies(fetch)[0]).toEqual({
      formName: 'FjordbilServiceBookingForm',
      formSubmissionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      values: {
        siteName: 'Fjordbil Bergen Åsane',
        siteEmail: 'verksted.asane@fjordbil.example',
        description: 'Bremsene hviner.',
        customerName: 'Ola Nordmann',
        customerPhone: '+47 912 34 567',
        customerEmail: 'ola@example.no',
        regno: 'EV12345',
        milage: 45000,
        other: '',
        date: dayFromToday(7),
        services: ['EU-kontroll', 'Hjulskift'],
        gdpr: true,
        newsletter: true,
        typeMC: false,
      },
      website: '',
    })
    expect(success()?.querySelector('h3')?.textContent).toBe('Takk for din henvendelse!')
    expect(success()?.textContent).toContain('Vi tar kontakt med deg for å bekrefte din booking.')
    await waitFor(() => expect(document.activeElement).toBe(success()))
  })

  it('refuses a date before today (the browser’s local date) and accepts today', async () => {
    render()
    await fillRequired({ 'Ønsket dato': dayFromToday(-1) })
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(field('Ønsket dato')))
    expect(fetch).not.toHaveBeenCalled()
    expect(field('Ønsket dato').getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(field('Ønsket dato'))).toBe('Datoen kan ikke være før i dag.')
    await fill(field('Ønsket dato'), dayFromToday(0))
    await waitFor(() => expect(field('Ønsket dato').getAttribute('aria-invalid')).toBeNull())
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { date: dayFromToday(0) } })
  })

  it('requires consent, the dealer and the contact fields; mileage from 0', async () => {
    render()
    await fill(field('Kilometerstand'), '-10')
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(field('Nærmeste forhandler')))
    expect(fetch).not.toHaveBeenCalled()
    const consent = field(CONSENT)
    expect(consent.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(consent)).toBe('Feltet må fylles ut.')
    expect(describedBy(field('Nærmeste forhandler'))).toBe('Feltet må fylles ut.')
    expect(describedBy(field('Kilometerstand'))).toBe('Sjekk verdien.')
    for (const label of ['Registreringsnummer', 'Ønsket dato', 'Navn', 'Telefon', 'E-post'])
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true')
    expect(document.activeElement).toBe(field('Nærmeste forhandler'))
    expect(field('Ja takk, jeg vil gjerne motta nyhetsbrev.').hasAttribute('aria-invalid')).toBe(false)
  })

  it('asks for the other text when “Annet” is ticked', async () => {
    render()
    expect(screen.queryByLabelText(labelText('Beskriv annet'))).toBeNull()
    await user.click(field('Annet'))
    await fill(field('Beskriv annet'), 'Ny lyspære')
    await fillRequired()
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { services: ['Annet'], other: 'Ny lyspære' } })
  })

  it('shows “Noe gikk galt, vennligst prøv igjen senere.” when sending fails', async () => {
    render({ statuses: [500, 500, 500] })
    await fillRequired()
    await submit()
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent).toBe('Noe gikk galt, vennligst prøv igjen senere.'))
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(success()).toBeNull()
  })

  it('asks for the newsletter tick where the form definition marks it required, not otherwise (spec 03 §5)', async () => {
    render({ newsletterRequired: true })
    const newsletter = field(NEWSLETTER)
    expect(newsletter.required).toBe(true)
    expect(document.querySelector(`label[for="${newsletter.id}"]`)?.textContent).toBe(`${NEWSLETTER}*`)
    await fillRequired()
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(newsletter))
    expect(fetch).not.toHaveBeenCalled()
    expect(newsletter.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(newsletter)).toBe('Feltet må fylles ut.')
    await user.click(newsletter)
    await waitFor(() => expect(newsletter.hasAttribute('aria-invalid')).toBe(false))
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { newsletter: true, gdpr: true } })

    // The same form without the mark: sent without the tick.
    cleanup()
    render({ newsletterRequired: false })
    expect(field(NEWSLETTER).required).toBe(false)
    await fillRequired()
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { newsletter: false } })
  })
})
