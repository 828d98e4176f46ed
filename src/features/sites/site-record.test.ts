import { describe, expect, it } from 'vitest'

import { toSiteRecord } from './site-record'

const doc = (over: Record<string, unknown> = {}) => ({
  id: 1,
  key: 'kilometra-se',
  name: 'Kilometra',
  country: 'SE',
  currency: 'SEK',
  defaultLocale: 'sv',
  ...over,
})

describe('the site’s marketing form provider (issue 36)', () => {
  it('is there with an https script address and an account, trimmed; the region only when given', () => {
    expect(
      toSiteRecord(doc({ marketingFormProvider: { scriptUrl: ' https://js-eu1.hsforms.net/forms/embed/v2.js ', accountId: ' 4711 ', region: 'eu1' } }))
        .marketingFormProvider,
    ).toEqual({
      scriptUrl: 'https://js-eu1.hsforms.net/forms/embed/v2.js',
      accountId: '4711',
      region: 'eu1',
    })
    expect(
      toSiteRecord(doc({ marketingFormProvider: { scriptUrl: 'https://forms.example.com/v2.js', accountId: '1', region: '' } })).marketingFormProvider,
    ).toEqual({
      scriptUrl: 'https://forms.example.com/v2.js',
      accountId: '1',
    })
  })

  it('is not there when unset, half set, or with a script that is no https address', () => {
    for (const provider of [
      undefined,
      null,
      {},
      { scriptUrl: 'https://forms.example.com/v2.js' },
      { accountId: '1' },
      { scriptUrl: 'http://forms.example.com/v2.js', accountId: '1' },
      { scriptUrl: 'javascript:alert(1)', accountId: '1' },
      { scriptUrl: 'forms.js', accountId: '1' },
    ]) {
      expect(toSiteRecord(doc({ marketingFormProvider: provider })), JSON.stringify(provider)).not.toHaveProperty('marketingFormProvider')
    }
  })
})
