// @vitest-environment happy-dom
import { cleanup, render as renderBlock, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { blockContext, testSite } from '@/features/car-blocks/shared/testing/block-fixtures'
import { logger } from '@/lib/logger'

import { describedBy, labelText, leadFetch, sentBodies } from '../shared/testing/lead-fetch'
import CmsFormBlock from './CmsFormBlock'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

/** A form as the page reads it (depth 2: the site populated). */
const contactForm = (over: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Kontakta oss',
  site: { id: 1, key: 'nordbil' },
  submitButtonLabel: 'Skicka meddelandet',
  confirmationType: 'message',
  confirmationMessage: paragraph('Tack, vi hör av oss!'),
  fields: [
    { id: 'a', blockType: 'text', name: 'name', label: 'Namn', required: true, width: 50 },
    { id: 'b', blockType: 'email', name: 'email', label: 'E-post', required: true, width: 50 },
    { id: 'c', blockType: 'message', message: paragraph('Vi svarar inom en arbetsdag.') },
    {
      id: 'd',
      blockType: 'select',
      name: 'topic',
      label: 'Ämne',
      required: false,
      options: [
        { id: 'o1', label: 'Köpa bil', value: 'buy' },
        { id: 'o2', label: 'Service', value: 'service' },
      ],
    },
    { id: 'e', blockType: 'number', name: 'mileage', label: 'Miltal', required: false },
    { id: 'f', blockType: 'textarea', name: 'message', label: 'Meddelande', required: true },
    { id: 'g', blockType: 'checkbox', name: 'newsletter', label: 'Skicka mig nyhetsbrev', required: false },
  ],
  ...over,
})

let fetch: ReturnType<typeof leadFetch>
let user: UserEvent

function render(block: Record<string, unknown>) {
  cleanup()
  const element = CmsFormBlock({ block: { blockType: 'cmsForm', id: 'blk1', ...block }, context: blockContext('sv', { site: testSite() }) })
  return renderBlock(element)
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(labelText(label))
const form = () => document.querySelector('form')
const success = () => screen.queryByTestId('cms-form-success')

/** Replaces a field's text the way typing does. */
async function fill(element: HTMLElement, value: string) {
  await user.clear(element)
  if (value) await user.type(element, value)
}

const submit = () => user.click(screen.getByRole('button', { name: /^Skicka/ }))

beforeEach(() => {
  user = userEvent.setup({ delay: null })
  fetch = leadFetch(202)
  vi.stubGlobal('fetch', fetch)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CmsFormBlock: forms built in the CMS (issue item 3)', () => {
  it('shows “Missing FormId” without a form, with a deleted one and with another site’s (spec 03 §5)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => logger)
    for (const form of [undefined, null, 7, contactForm({ site: { id: 99 } })]) {
      render({ form })
      expect(screen.getByTestId('cms-form-missing').textContent, String(form)).toBe('Missing FormId')
      expect(document.querySelector('form')).toBeNull()
    }
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('renders the form’s fields with labels, required marks, widths and the editor’s texts', async () => {
    render({ title: 'Skriv till oss', form: contactForm() })
    const form = screen.getByRole('form', { name: 'Skriv till oss' })
    const heading = screen.getByRole('heading', { level: 2 })
    expect(form.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(heading.textContent).toBe('Skriv till oss')
    expect(field('Namn').required).toBe(true)
    expect(field('Namn').autocomplete).toBe('name')
    expect(field('E-post').type).toBe('email')
    expect(field('Miltal').inputMode).toBe('decimal')
    expect(field<HTMLTextAreaElement>('Meddelande').required).toBe(true)
    expect(field('Ämne').required).toBe(false)
    expect(Array.from(field<HTMLSelectElement>('Ämne').options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Välj'],
      ['buy', 'Köpa bil'],
      ['service', 'Service'],
    ])
    expect(document.querySelector('label[for="' + field('Namn').id + '"]')?.textContent).toBe('Namn*')
    const widths = Array.from(form.querySelectorAll('[data-width]')).map((el) => el.getAttribute('data-width'))
    expect(widths).toEqual(['50', '50', '100', '100', '100', '100'])
    expect((form.querySelector('[data-width="50"]') as HTMLElement).style.getPropertyValue('--field-width')).toBe('50%')
    expect(form.textContent).toContain('Vi svarar inom en arbetsdag.')
    expect(screen.getByRole('button', { name: 'Skicka meddelandet' }).getAttribute('type')).toBe('submit')
  })

  it('sends the answers as flat values by control type and shows the confirmation', async () => {
    render({ form: contactForm() })
    expect(form()?.getAttribute('aria-label')).toBe('Kontakta oss')
    await fill(field('Namn'), ' Anna ')
    await fill(field('E-post'), 'anna@example.se')
    await user.selectOptions(field<HTMLSelectElement>('Ämne'), 'service')
    await fill(field('Miltal'), '12 000')
    await fill(field<HTMLTextAreaElement>('Meddelande'), 'Ring mig gärna.')
    await user.click(field('Skicka mig nyhetsbrev'))
    await submit()
    await waitFor(() => expect(success()).not.toBeNull())
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sentBodies(fetch)[0]).toEqual({
      formName: 'NordbilKontaktaOss',
      formSubmissionId: expect.any(String),
      values: { name: 'Anna', email: 'anna@example.se', topic: 'service', mileage: 12000, message: 'Ring mig gärna.', newsletter: true },
      website: '',
    })
    expect(success()?.textContent).toBe('Tack, vi hör av oss!')
    await waitFor(() => expect(document.activeElement).toBe(success()))
  })

  it('checks required fields and the e-mail pattern before sending', async () => {
    render({ form: contactForm() })
    await fill(field('E-post'), 'anna@example')
    await submit()
    await waitFor(() => expect(document.activeElement).toBe(field('Namn')))
    expect(fetch).not.toHaveBeenCalled()
    expect(describedBy(field('Namn'))).toBe('Fältet måste fyllas i.')
    expect(describedBy(field('E-post'))).toBe('Ange en e-postadress, till exempel namn@exempel.se.')
    expect(field<HTMLTextAreaElement>('Meddelande').getAttribute('aria-invalid')).toBe('true')
    expect(field('Miltal').hasAttribute('aria-invalid')).toBe(false)
    // A flagged field is checked again as it changes.
    await fill(field('Namn'), 'Anna')
    await waitFor(() => expect(field('Namn').hasAttribute('aria-invalid')).toBe(false))
    expect(field('E-post').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows the form error when sending fails, and the dictionary thanks when the form has no message', async () => {
    fetch = leadFetch(404)
    vi.stubGlobal('fetch', fetch)
    render({ form: contactForm({ confirmationMessage: null, fields: [{ blockType: 'text', name: 'name', label: 'Namn', required: true }] }) })
    await fill(field('Namn'), 'Anna')
    await submit()
    await waitFor(() => expect(screen.queryByRole('alert')?.textContent).toBe('Något gick fel. Försök igen senare.'))
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ submitted: true, id: 3 }), { status: 202 }))
    await submit()
    await waitFor(() => expect(success()?.textContent).toBe('Tack! Vi har tagit emot ditt meddelande.'))
    // Sent again unchanged: the same formSubmissionId.
    const ids = sentBodies(fetch).map((b) => b.formSubmissionId)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(1)
  })
})
