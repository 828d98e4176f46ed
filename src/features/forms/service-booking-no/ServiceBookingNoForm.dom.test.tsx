// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { SERVICE_BOOKING_NO_MC_TOPICS, SERVICE_BOOKING_NO_SERVICE_TYPES } from '@/features/leads/lead-schema'

import { formMessages } from '../shared/form-texts'
import { localIsoDate } from '../shared/local-date'
import { click, control, errorOf, fill, leadFetch, sentBodies, submit } from '../shared/testing/form-dom'
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

let container: HTMLDivElement
let root: Root
let fetch: ReturnType<typeof leadFetch>

async function render(options: { motorcycle?: boolean; statuses?: number[] } = {}) {
  fetch = leadFetch(...(options.statuses ?? [202]))
  await act(async () =>
    root.render(
      <ServiceBookingNoForm
        formName="FjordbilServiceBookingForm"
        dealers={DEALERS}
        motorcycle={options.motorcycle ?? false}
        thanksTitle={SERVICE_BOOKING_NO_THANKS_TITLE}
        thanksText={SERVICE_BOOKING_NO_THANKS_TEXT}
        texts={texts}
        postOptions={{ fetch: fetch as unknown as typeof globalThis.fetch, sleep: async () => {}, log: () => {} }}
      />,
    ),
  )
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => control<T>(container, label)
const choiceLabels = () => Array.from(container.querySelectorAll<HTMLInputElement>('input[name="services"]')).map((input) => input.value)

async function fillRequired(over: Partial<Record<string, string>> = {}) {
  await fill(field<HTMLSelectElement>('Nærmeste forhandler'), over.dealer ?? '201')
  const values: Record<string, string> = { Registreringsnummer: 'EV12345', 'Ønsket dato': dayFromToday(7), Navn: 'Ola Nordmann', Telefon: '+47 912 34 567', 'E-post': 'ola@example.no', ...over }
  delete values.dealer
  for (const [label, value] of Object.entries(values)) await fill(field(label), value)
  await click(field('Jeg samtykker i at opplysningene mine brukes til å behandle henvendelsen.'))
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

describe('ServiceBookingNoForm (spec 03 §2.6, §4, §5)', () => {
  it('offers the site’s dealers, the 11 service types, and marks dealer, regno, date and consent required', async () => {
    await render()
    const dealer = field<HTMLSelectElement>('Nærmeste forhandler')
    expect(Array.from(dealer.options).map((o) => o.textContent)).toEqual(['Velg forhandler', 'Fjordbil Bergen Åsane', 'Fjordbil Stavanger Forus'])
    for (const label of ['Nærmeste forhandler', 'Registreringsnummer', 'Ønsket dato', 'Navn', 'Telefon', 'E-post']) expect(field(label).required, label).toBe(true)
    expect(field('Kilometerstand').required).toBe(false)
    expect(field('Jeg samtykker i at opplysningene mine brukes til å behandle henvendelsen.').required).toBe(true)
    expect(field('Ja takk, jeg vil gjerne motta nyhetsbrev.').required).toBe(false)
    expect(choiceLabels()).toEqual([...SERVICE_BOOKING_NO_SERVICE_TYPES])
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Hva ønsker du å bestille?')
    // The date picker starts at the browser's today.
    expect(field('Ønsket dato').type).toBe('date')
    expect(field('Ønsket dato').min).toBe(dayFromToday(0))
  })

  it('the motorcycle variant offers the 3 motorcycle topics and sends typeMC', async () => {
    await render({ motorcycle: true })
    expect(choiceLabels()).toEqual(['Bestille service', 'Bestile deler', 'Annet vennligst beskriv'])
    expect(choiceLabels()).toEqual([...SERVICE_BOOKING_NO_MC_TOPICS])
    expect(container.querySelector('fieldset legend')?.textContent).toBe('Hva gjelder henvendelsen?')
    await fillRequired()
    await click(field('Bestile deler'))
    await submit(container)
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { typeMC: true, services: ['Bestile deler'] } })
  })

  it('sends the spec’s values and shows the thank-you texts (202 with submitted true)', async () => {
    await render()
    await fillRequired({ Kilometerstand: '45 000', Beskrivelse: 'Bremsene hviner.' })
    await click(field('EU-kontroll'))
    await click(field('Hjulskift'))
    await click(field('Ja takk, jeg vil gjerne motta nyhetsbrev.'))
    await submit(container)
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
    const success = container.querySelector('[data-testid="service-booking-no-success"]')!
    expect(success.querySelector('h3')?.textContent).toBe('Takk for din henvendelse!')
    expect(success.textContent).toContain('Vi tar kontakt med deg for å bekrefte din booking.')
    expect(document.activeElement).toBe(success)
  })

  it('refuses a date before today (the browser’s local date) and accepts today', async () => {
    await render()
    await fillRequired({ 'Ønsket dato': dayFromToday(-1) })
    await submit(container)
    expect(fetch).not.toHaveBeenCalled()
    expect(field('Ønsket dato').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(field('Ønsket dato'))).toBe('Datoen kan ikke være før i dag.')
    expect(document.activeElement).toBe(field('Ønsket dato'))
    await fill(field('Ønsket dato'), dayFromToday(0))
    expect(field('Ønsket dato').getAttribute('aria-invalid')).toBeNull()
    await submit(container)
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { date: dayFromToday(0) } })
  })

  it('requires consent, the dealer and the contact fields; mileage from 0', async () => {
    await render()
    await fill(field('Kilometerstand'), '-10')
    await submit(container)
    expect(fetch).not.toHaveBeenCalled()
    const consent = field('Jeg samtykker i at opplysningene mine brukes til å behandle henvendelsen.')
    expect(consent.getAttribute('aria-invalid')).toBe('true')
    expect(errorOf(consent)).toBe('Feltet må fylles ut.')
    expect(errorOf(field('Nærmeste forhandler'))).toBe('Feltet må fylles ut.')
    expect(errorOf(field('Kilometerstand'))).toBe('Sjekk verdien.')
    for (const label of ['Registreringsnummer', 'Ønsket dato', 'Navn', 'Telefon', 'E-post']) expect(field(label).getAttribute('aria-invalid'), label).toBe('true')
    expect(document.activeElement).toBe(field('Nærmeste forhandler'))
    expect(field('Ja takk, jeg vil gjerne motta nyhetsbrev.').hasAttribute('aria-invalid')).toBe(false)
  })

  it('asks for the other text when “Annet” is ticked', async () => {
    await render()
    expect(() => field('Beskriv annet')).toThrow()
    await click(field('Annet'))
    await fill(field('Beskriv annet'), 'Ny lyspære')
    await fillRequired()
    await submit(container)
    expect(sentBodies(fetch)[0]).toMatchObject({ values: { services: ['Annet'], other: 'Ny lyspære' } })
  })

  it('shows “Noe gikk galt, vennligst prøv igjen senere.” when sending fails', async () => {
    await render({ statuses: [500, 500, 500] })
    await fillRequired()
    await submit(container)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Noe gikk galt, vennligst prøv igjen senere.')
    expect(container.querySelector('[data-testid="service-booking-no-success"]')).toBeNull()
  })
})
