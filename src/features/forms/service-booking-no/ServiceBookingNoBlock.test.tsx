import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { blockContext, failingEngine, type RecordingEngine, searchOnly } from '@/features/car-blocks/shared/testing/block-fixtures'
import { getSearchEngine } from '@/integrations/search/instance'
import { toSiteRecord } from '@/features/sites/site-record'
import type { SearchRequest, SearchResponse } from '@/integrations/search/search-contract'
import { logger } from '@/lib/logger'

import ServiceBookingNoBlock from './ServiceBookingNoBlock'

vi.mock('@/integrations/search/instance', () => ({ getSearchEngine: vi.fn() }))
// The form is a client island: here it records the props the server gives it.
const form = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }))
vi.mock('./ServiceBookingNoForm', () => ({
  ServiceBookingNoForm: (props: Record<string, unknown>) => {
    form.props.push(props)
    return <div data-testid="service-booking-no-form" />
  },
}))

const fjordbil = toSiteRecord({
  id: 3,
  key: 'fjordbil',
  name: 'Fjordbil',
  country: 'NO',
  currency: 'NOK',
  defaultLocale: 'nb',
  extraLocales: [],
  searchIndexes: { sites: 'sites-no' },
})
const context = () => blockContext('nb', { site: fjordbil })

function answering(content: Record<string, unknown>[]): RecordingEngine {
  const requests: SearchRequest[] = []
  return {
    requests,
    ...searchOnly,
    search: async (request): Promise<SearchResponse> => (requests.push(request), { facet: [], content, total_items: content.length, limit: 100, offset: 0 }),
  }
}

const render = async (block: Record<string, unknown>) => renderToString(<>{await ServiceBookingNoBlock({ block, context: context() })}</>)

beforeEach(() => {
  form.props.length = 0
})
afterEach(() => vi.restoreAllMocks())

describe('ServiceBookingNoBlock (spec 03 §2.6)', () => {
  it('offers the site’s workshops from its sites index; Norwegian texts; the spec’s thank-you by default', async () => {
    const engine = answering([
      {
        site_id: '201',
        site_official_name: 'Fjordbil Bergen Åsane',
        site_email: 'asane@fjordbil.example',
        site_departments: [{ group: 'Workshop', email: 'verksted@fjordbil.example' }],
      },
    ])
    vi.mocked(getSearchEngine).mockResolvedValue(engine)
    const html = await render({ id: 'b1', motorcycle: true })
    expect(engine.requests[0]).toMatchObject({ index: 'sites-no', filters: [{ name: 'site_departments.group', values: ['Workshop'] }] })
    expect(html).toContain('<h2 id="service-booking-no-b1-title">Bestill service</h2>')
    expect(form.props[0]).toMatchObject({
      formName: 'FjordbilServiceBookingForm',
      dealers: [{ id: '201', name: 'Fjordbil Bergen Åsane', email: 'verksted@fjordbil.example' }],
      motorcycle: true,
      newsletterRequired: false,
      thanksTitle: 'Takk for din henvendelse!',
      thanksText: 'Vi tar kontakt med deg for å bekrefte din booking.',
      thanksHeading: 'h3',
      texts: expect.objectContaining({ dealer: 'Nærmeste forhandler', error: 'Noe gikk galt, vennligst prøv igjen senere.' }),
    })
  })

  it('uses the editor’s heading level, texts and newsletter rule (the form definition)', async () => {
    vi.mocked(getSearchEngine).mockResolvedValue(answering([{ site_id: '1', site_official_name: 'A' }]))
    const html = await render({ title: 'Verkstedtime', titleTag: 'h1', thankYouTitle: 'Tusen takk!', thankYouText: 'Vi ringer deg.', newsletterRequired: true })
    expect(html).toContain('>Verkstedtime</h1>')
    expect(form.props[0]).toMatchObject({
      thanksTitle: 'Tusen takk!',
      thanksText: 'Vi ringer deg.',
      thanksHeading: 'h2',
      motorcycle: false,
      newsletterRequired: true,
    })
  })

  it('without dealers to choose (search down, logged) shows the form’s failure text instead of a form that cannot be sent', async () => {
    vi.mocked(getSearchEngine).mockResolvedValue(failingEngine())
    const error = vi.spyOn(logger, 'error').mockImplementation(() => logger)
    const html = await render({})
    expect(html).toContain('Noe gikk galt, vennligst prøv igjen senere.')
    expect(html).not.toContain('data-testid="service-booking-no-form"')
    expect(form.props).toHaveLength(0)
    expect(error).toHaveBeenCalledOnce()
  })
})
