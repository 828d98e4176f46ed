import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { sampleXc40, usedVolvo } from '@/integrations/search/testing/test-cars'
import { resolveDictionary } from '@/features/dictionary/resolve-dictionary'
import { logger } from '@/lib/logger'

import { CarContactSection } from './CarContactSection'
import { boras, goteborg } from './test-dealers'

const site = { name: 'Nordbil Gruppen', defaultLocale: 'sv' as const }
const dictionary = resolveDictionary([], 'sv', 'sv')

afterEach(() => {
  vi.restoreAllMocks()
})

describe('CarContactSection (server): the contact slot of the detail page', () => {
  it('renders the form in the server HTML, nothing pre-ticked or pre-filled (the browser adds that)', () => {
    const html = renderToStaticMarkup(<CarContactSection car={usedVolvo} site={site} locale="sv" dictionary={dictionary} dealer={goteborg} />)
    expect(html).toContain('id="contact-form"')
    expect(html).toContain('id="contact-quote"')
    expect(html).toContain('id="contact-testdrive"')
    expect(html).toContain('href="/integritetspolicy"')
    expect(html).not.toContain('checked')
    expect(html).not.toContain('<select')
  })

  it('a sample lists its sellers after "Välj säljare *"', () => {
    const error = vi.spyOn(logger, 'error')
    const html = renderToStaticMarkup(
      <CarContactSection car={sampleXc40} site={site} locale="sv" dictionary={dictionary} dealer={goteborg} dealers={[goteborg, boras]} />,
    )
    expect(html).toMatch(/<select[^>]*required/)
    expect(html).toContain('<option value="" selected="">Välj säljare *</option>')
    expect(html).toContain('Bilhallen Borås – Nybil företag')
    expect(error).not.toHaveBeenCalled()
  })

  it("a sample without a 'New cars' department for its brand logs 'Department not found'", () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    renderToStaticMarkup(<CarContactSection car={sampleXc40} site={site} locale="sv" dictionary={dictionary} dealers={[]} />)
    expect(error).toHaveBeenCalledTimes(1)
    const [details] = error.mock.calls[0] ?? []
    expect((details as unknown as { err: Error }).err.message).toBe('Department not found')
  })
})
