// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { blockContext } from '@/features/car-blocks/shared/testing/block-fixtures'
import { toSiteRecord } from '@/features/sites/site-record'
import { logger } from '@/lib/logger'

import MarketingPopupBlock from './MarketingPopupBlock'

// The island records the props the server gives it.
const island = vi.hoisted(() => ({ props: [] as Record<string, unknown>[] }))
vi.mock('./MarketingPopupLazy', () => ({
  MarketingPopupLazy: (props: Record<string, unknown>) => {
    island.props.push(props)
    return <div data-testid="marketing-popup-island" />
  },
}))

const site = (provider?: Record<string, unknown>) =>
  toSiteRecord({
    id: 5,
    key: 'kilometra-se',
    name: 'Kilometra',
    country: 'SE',
    currency: 'SEK',
    defaultLocale: 'sv',
    ...(provider ? { marketingFormProvider: provider } : {}),
  })

const newsletter = {
  id: 3,
  title: 'Kampanjerbjudande',
  site: { id: 5 },
  fields: [{ blockType: 'email', name: 'email', label: 'E-post', required: true }],
}

function renderBlock(block: Record<string, unknown>, provider?: Record<string, unknown>) {
  island.props.length = 0
  cleanup()
  return render(MarketingPopupBlock({ block: { blockType: 'marketingPopup', id: 'mp1', ...block }, context: blockContext('sv', { site: site(provider) }) }))
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('MarketingPopupBlock (spec 03 §4, §7)', () => {
  it('hands the island the editor’s trigger and the form built in the CMS; defaults for the button and heading', () => {
    renderBlock({ form: newsletter, trigger: 'button' })
    expect(island.props[0]).toMatchObject({
      blockId: 'mp1',
      trigger: { kind: 'button', label: 'Öppna formuläret' },
      title: 'Kampanjerbjudande',
      closeLabel: 'Stäng',
      form: { formName: 'KilometraKampanjerbjudande', label: 'Kampanjerbjudande' },
      provider: undefined,
    })
    renderBlock({ form: newsletter, trigger: 'scroll', scrollDepth: 40, title: 'Missa inte kampanjen', intro: 'Få erbjudandet i din inkorg.' })
    expect(island.props[0]).toMatchObject({ trigger: { kind: 'scroll', percent: 40 }, title: 'Missa inte kampanjen', intro: 'Få erbjudandet i din inkorg.' })
    renderBlock({ form: newsletter, trigger: 'delay', delaySeconds: 8 })
    expect(island.props[0]).toMatchObject({ trigger: { kind: 'delay', seconds: 8 } })
    // An unknown trigger (a newer editor's) is the button.
    renderBlock({ form: newsletter, trigger: 'exit-intent', buttonLabel: 'Få erbjudandet' })
    expect(island.props[0]).toMatchObject({ trigger: { kind: 'button', label: 'Få erbjudandet' } })
  })

  it('the outside provider only where the site configures one and the block names its form', () => {
    const provider = { scriptUrl: 'https://js-eu1.hsforms.net/forms/embed/v2.js', accountId: '4711', region: 'eu1' }
    renderBlock({ form: newsletter, externalFormId: 'abc-123' }, provider)
    expect(island.props[0]).toMatchObject({ provider: { provider, formId: 'abc-123' }, form: { formName: 'KilometraKampanjerbjudande' } })
    renderBlock({ form: newsletter, externalFormId: 'abc-123' })
    expect(island.props[0]).toMatchObject({ provider: undefined })
    renderBlock({ form: newsletter }, provider)
    expect(island.props[0]).toMatchObject({ provider: undefined })
    // A site whose script address is no https address has no provider.
    renderBlock({ form: newsletter, externalFormId: 'abc-123' }, { ...provider, scriptUrl: 'http://forms.example.com/v2.js' })
    expect(island.props[0]).toMatchObject({ provider: undefined })
    // The provider's form alone is enough.
    renderBlock({ externalFormId: 'abc-123' }, provider)
    expect(island.props[0]).toMatchObject({ provider: { formId: 'abc-123' }, form: undefined })
  })

  it('shows “Missing FormId” with neither a form of the site nor a provider form', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => logger)
    renderBlock({ form: null })
    expect(screen.getByTestId('cms-form-missing').textContent).toBe('Missing FormId')
    renderBlock({ form: { ...newsletter, site: { id: 1 } } })
    expect(screen.getByTestId('cms-form-missing').textContent).toBe('Missing FormId')
    expect(island.props).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
