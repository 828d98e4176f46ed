// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { blockContext, testSite } from '@/features/car-blocks/shared/testing/block-fixtures'
import { logger } from '@/lib/logger'

import { click, control, errorOf, fill, leadFetch, sentBodies, submit } from '../shared/testing/form-dom'
import CmsFormBlock from './CmsFormBlock'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, textStyle: '', children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
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
    { id: 'd', blockType: 'select', name: 'topic', label: 'Ämne', required: false, options: [{ id: 'o1', label: 'Köpa bil', value: 'buy' }, { id: 'o2', label: 'Service', value: 'service' }] },
    { id: 'e', blockType: 'number', name: 'mileage', label: 'Miltal', required: false },
    { id: 'f', blockType: 'textarea', name: 'message', label: 'Meddelande', required: true },
    { id: 'g', blockType: 'checkbox', name: 'newsletter', label: 'Skicka mig nyhetsbrev', required: false },
  ],
  ...over,
})

let container: HTMLDivElement
let root: Root
let fetch: ReturnType<typeof leadFetch>

async function render(block: Record<string, unknown>) {
  const element = CmsFormBlock({ block: { blockType: 'cmsForm', id: 'blk1', ...block }, context: blockContext('sv', { site: testSite() }) })
  await act(async () => root.render(element))
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => control<T>(container, label)

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  fetch = leadFetch(202)
  vi.stubGlobal('fetch', fetch)
  vi.spyOn(console, 'error').mockImplementation(() => {})
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CmsFormBlock: forms built in the CMS (issue item 3)', () => {
  it('shows “Missing FormId” without a form, with a deleted one and with another site’s (spec 03 §5)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => logger)
    for (const form of [undefined, null, 7, contactForm({ site: { id: 99 } })]) {
      await render({ form })
      expect(container.querySelector('[data-testid="cms-form-missing"]')?.textContent, String(form)).toBe('Missing FormId')
      expect(container.querySelector('form')).toBeNull()
    }
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('renders the form’s fields with labels, required marks, widths and the editor’s texts', async () => {
    await render({ title: 'Skriv till oss', form: contactForm() })
    const form = container.querySelector('form')!
    expect(form.getAttribute('aria-labelledby')).toBe(container.querySelector('h2')?.id)
    expect(container.querySelector('h2')?.textContent).toBe('Skriv till oss')
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
    expect(container.querySelector('label[for="' + field('Namn').id + '"]')?.textContent).toBe('Namn*')
    const widths = Array.from(form.querySelectorAll('[data-width]')).map((el) => el.getAttribute('data-width'))
    expect(widths).toEqual(['50', '50', '100', '100', '100', '100'])
    expect((form.querySelector('[data-width="50"]') as HTMLElement).style.getPropertyValue('--field-width')).toBe('50%')
    expect(form.textContent).toContain('Vi svarar inom en arbetsdag.')
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Skicka meddelandet')
  })

  it('sends the answers as flat values by control type and shows the confirmation', async () => {
    await render({ form: contactForm() })
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('Kontakta oss')
    await fill(field('Namn'), ' Anna ')
    await fill(field('E-post'), 'anna@example.se')
    await fill(field<HTMLSelectElement>('Ämne'), 'service')
    await fill(field('Miltal'), '12 000')
    await fill(field<HTMLTextAreaElement>('Meddelande'), 'Ring mig gärna.')
    await click(field('Skicka mig nyhetsbrev'))
    await submit(container)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(sentBodies(fetch)[0]).toEqual({
      formName: 'NordbilKontaktaOss',
      formSubmissionId: expect.any(String),
      values: { name: 'Anna', email: 'anna@example.se', topic: 'service', mileage: 12000, message: 'Ring mig gärna.', newsletter: true },
      website: '',
    })
    const success = container.querySelector('[data-testid="cms-form-success"]')!
    expect(success.textContent).toBe('Tack, vi hör av oss!')
    expect(document.activeElement).toBe(success)
  })

  it('checks required fields and the e-mail pattern before sending', async () => {
    await render({ form: contactForm() })
    await fill(field('E-post'), 'anna@example')
    await submit(container)
    expect(fetch).not.toHaveBeenCalled()
    expect(errorOf(field('Namn'))).toBe('Fältet måste fyllas i.')
    expect(errorOf(field('E-post'))).toBe('Ange en e-postadress, till exempel namn@exempel.se.')
    expect(field<HTMLTextAreaElement>('Meddelande').getAttribute('aria-invalid')).toBe('true')
    expect(field('Miltal').hasAttribute('aria-invalid')).toBe(false)
    expect(document.activeElement).toBe(field('Namn'))
  })

  it('shows the form error when sending fails, and the dictionary thanks when the form has no message', async () => {
    fetch = leadFetch(404)
    vi.stubGlobal('fetch', fetch)
    await render({ form: contactForm({ confirmationMessage: null, fields: [{ blockType: 'text', name: 'name', label: 'Namn', required: true }] }) })
    await fill(field('Namn'), 'Anna')
    await submit(container)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Något gick fel. Försök igen senare.')
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ submitted: true, id: 3 }), { status: 202 }))
    await submit(container)
    expect(container.querySelector('[data-testid="cms-form-success"]')?.textContent).toBe('Tack! Vi har tagit emot ditt meddelande.')
  })
})
