import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getSearchEngine } from '@/integrations/search/instance'
import { logger } from '@/lib/logger'

import { blockContext, failingEngine, inMemoryEngine, type RecordingEngine, stockCar, testSite } from '../shared/testing/block-fixtures'
import HeroSearchBlock from './HeroSearchBlock'

vi.mock('@/integrations/search/instance', () => ({ getSearchEngine: vi.fn() }))
// The form is a client island: here it records the props the server gives it.
const form = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }))
vi.mock('./HeroSearchForm', () => ({
  HeroSearchForm: (props: Record<string, unknown>) => {
    form.props.push(props)
    return <div data-testid="hero-search-form" />
  },
}))

const STOCK = [
  stockCar({ car_brand: 'Volvo', car_model: 'XC60' }),
  stockCar({ car_brand: 'Volvo', car_model: 'V90' }),
  stockCar({ car_brand: 'Kia', car_model: 'Niro' }),
]

let engine: RecordingEngine
const useEngine = (next: RecordingEngine) => {
  engine = next
  vi.mocked(getSearchEngine).mockResolvedValue(next)
}

const image = { url: '/api/media/file/hero.jpg', alt: 'En Volvo vid havet', width: 1920, height: 1080, mimeType: 'image/jpeg' }
const phoneImage = { url: '/api/media/file/hero-phone.jpg', alt: null, width: 800, height: 1200, mimeType: 'image/jpeg' }

async function render(block: unknown, context = blockContext()) {
  const element = await HeroSearchBlock({ block, context })
  return renderToString(<>{element}</>)
}

function formProps(html: string): Record<string, unknown> {
  if (!html.includes('data-testid="hero-search-form"')) throw new Error('no search form')
  const props = form.props.at(-1)
  if (!props) throw new Error('no search form props')
  return props
}

beforeEach(() => {
  form.props.length = 0
  useEngine(inMemoryEngine(STOCK))
})
afterEach(() => vi.restoreAllMocks())

describe('HeroSearchBlock', () => {
  it('renders nothing without an image unless the content is video (spec 01 §5)', async () => {
    expect(await render({ content: 'image', title: 'Hej', image: 17 })).toBe('')
    expect(engine.requests).toHaveLength(0)
    expect(await render({ content: 'video', title: 'Hej' })).toContain('data-hero-banner')
  })

  it('shows the title as h1 by default, text, link button and the search box', async () => {
    const html = await render({
      id: 'h1',
      content: 'image',
      image,
      title: 'Hitta din nästa bil',
      text: 'Över 2 000 bilar i lager',
      link: { href: '/kampanjer', text: 'Se kampanjer' },
      buttonType: 'secondary',
    })
    expect(html).toMatch(/<h1 id="hero-h1-title"[^>]*>Hitta din nästa bil<\/h1>/)
    expect(html).toContain('aria-labelledby="hero-h1-title"')
    expect(html).toContain('Över 2 000 bilar i lager')
    expect(html).toMatch(/<a href="\/kampanjer" class="[^"]*border-white[^"]*">Se kampanjer<\/a>/)
    expect(html).toContain('alt="En Volvo vid havet"')
    expect(html).toContain('src="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.jpg')
    expect(html).not.toContain('data-variant="fullScreen"')
    expect(html).not.toContain('Scrolla ner')
  })

  it('gives the search box the car list path, the known brands and models and the default placeholder', async () => {
    const props = formProps(await render({ content: 'image', image }))
    expect(props).toMatchObject({
      carListPath: '/kop-bil',
      placeholder: 'Sök på märke, modell eller utrustning',
      placeholderDesktop: 'Sök på märke, modell eller utrustning',
      texts: { label: 'Sök bil', submit: 'Sök', clear: 'Töm sökfältet' },
      preview: false,
    })
    const known = props.known as { brands: string[]; models: string[] }
    expect(known.brands.sort()).toEqual(['Kia', 'Volvo'])
    expect(known.models.sort()).toEqual(['Kia>Niro', 'Volvo>V90', 'Volvo>XC60'])
    expect(engine.requests).toEqual([expect.objectContaining({ index: 'vehicles-se', limit: 0 })])
  })

  it('uses the editor’s placeholders and the page language', async () => {
    const props = formProps(
      await render(
        { content: 'image', image, searchBarPlaceholderText: 'Search here', searchBarPlaceholderTextDesktop: 'Search among all cars' },
        blockContext('en'),
      ),
    )
    expect(props).toMatchObject({
      carListPath: '/en/kop-bil',
      placeholder: 'Search here',
      placeholderDesktop: 'Search among all cars',
      texts: { label: 'Search cars' },
    })
    const english = formProps(await render({ content: 'image', image }, blockContext('en')))
    expect(english.placeholder).toBe('Search by brand, model or equipment')
  })

  it('prefixes the link with the page language and honours h2', async () => {
    const html = await render({ content: 'image', image, title: 'Hej', titleTag: 'h2', link: { href: '/kampanjer', text: 'Offers' } }, blockContext('en'))
    expect(html).toMatch(/<h2[^>]*>Hej<\/h2>/)
    expect(html).toContain('href="/en/kampanjer"')
    expect(html).toMatch(/class="btn-primary[ "]/)
  })

  it('leaves the search box out when the editor turns it off, without searching', async () => {
    const html = await render({ content: 'image', image, showSearchBar: false })
    expect(html).not.toContain('hero-search-form')
    expect(engine.requests).toHaveLength(0)
  })

  it('FullScreen fills the viewport and has a scroll-down button', async () => {
    const html = await render({ variant: 'fullScreen', content: 'image', image })
    expect(html).toContain('data-variant="fullScreen"')
    expect(html).toContain('min-h-svh')
    expect(html).toMatch(/<button type="button" aria-label="Scrolla ner"/)
  })

  it('art-directs the phone image below 768 px', async () => {
    const html = await render({ content: 'image', image, imagePhone: phoneImage })
    expect(html).toMatch(/<picture><source media="\(max-width: 767px\)" srcSet="[^"]*hero-phone\.jpg/)
    expect(html).toMatch(/<img[^>]*hero\.jpg/)
  })

  it('plays the video with the image as poster and a pause button', async () => {
    const html = await render({ content: 'video', image, videoDesktop: { url: '/api/media/file/hero.mp4', mimeType: 'video/mp4' } })
    expect(html).toMatch(/<video[^>]*poster="\/api\/media\/file\/hero\.jpg"/)
    expect(html).toContain('<source src="/api/media/file/hero.mp4" type="video/mp4"/>')
    expect(html).toMatch(/<button type="button" aria-label="Spela videon"/)
  })

  it('says the search is unavailable instead of the search box when the facets call fails (spec 02 §8 missing facet map; logged)', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    useEngine(failingEngine())
    const html = await render({ content: 'image', image, title: 'Hej' })
    expect(html).toContain('Hej')
    expect(html).not.toContain('hero-search-form')
    expect(html).toMatch(/<p role="alert"[^>]*>Bilsökningen fungerar inte just nu\. Försök igen om en stund\.<\/p>/)
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'heroSearch' }), expect.any(String))
  })

  it('says the same when the facets call answers without the brand/model facet map', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const quiet = inMemoryEngine(STOCK)
    const answer = quiet.search.bind(quiet)
    quiet.search = async (request) => ({ ...(await answer(request)), facet: [] })
    useEngine(quiet)
    const html = await render({ content: 'image', image })
    expect(html).not.toContain('hero-search-form')
    expect(html).toContain('role="alert"')
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'heroSearch' }), expect.stringMatching(/Missing facet map/))
  })

  it('shows the banner without the search box on a site without a vehicles index (logged)', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const html = await render({ content: 'image', image, title: 'Hej' }, blockContext('sv', { site: testSite(null) }))
    expect(html).toContain('Hej')
    expect(html).not.toContain('hero-search-form')
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockType: 'heroSearch' }), expect.any(String))
  })

  it('passes the preview flag to the search box', async () => {
    expect(formProps(await render({ content: 'image', image }, blockContext('sv', { preview: true }))).preview).toBe(true)
  })
})
