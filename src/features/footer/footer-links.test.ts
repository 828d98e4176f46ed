import { describe, expect, it } from 'vitest'

import { COPIED_TOOLTIP_MS, copyableAddress, socialNetworkOf } from './footer-links'

describe('copyableAddress (spec 01 §2.5 copy buttons)', () => {
  it('copies an e-mail address without mailto: and without its subject', () => {
    expect(copyableAddress('mailto:info@bilhuset.se')).toBe('info@bilhuset.se')
    expect(copyableAddress('MAILTO:kundtjanst@bilhuset.se?subject=Hej')).toBe('kundtjanst@bilhuset.se')
    expect(copyableAddress('mailto:service%40bilhuset.se')).toBe('service@bilhuset.se')
  })

  it('copies a phone number without tel:', () => {
    expect(copyableAddress('tel:+46812345678')).toBe('+46812345678')
    expect(copyableAddress('tel:08-123%2045%2067')).toBe('08-123 45 67')
  })

  it('gives ordinary links no copy button', () => {
    expect(copyableAddress('/sv/kontakt')).toBeUndefined()
    expect(copyableAddress('https://example.com/mailto:x')).toBeUndefined()
    expect(copyableAddress('mailto:')).toBeUndefined()
  })

  it('keeps what the editor typed when the escape is broken', () => {
    expect(copyableAddress('tel:100%')).toBe('100%')
  })

  it('shows the copied tooltip for exactly 1 second (spec 01 §9)', () => {
    expect(COPIED_TOOLTIP_MS).toBe(1000)
  })
})

describe('socialNetworkOf (spec 01 §8)', () => {
  it('matches the CMS name lower-cased', () => {
    expect(socialNetworkOf('Facebook')).toBe('facebook')
    expect(socialNetworkOf(' YouTube ')).toBe('youtube')
    expect(socialNetworkOf('LinkedIn')).toBe('linkedin')
    expect(socialNetworkOf('TikTok')).toBe('tiktok')
    expect(socialNetworkOf('instagram')).toBe('instagram')
    expect(socialNetworkOf('X')).toBe('x')
    expect(socialNetworkOf('Twitter')).toBe('x')
  })

  it('knows no icon for other networks, so the footer skips them', () => {
    expect(socialNetworkOf('Myspace')).toBeUndefined()
    expect(socialNetworkOf('')).toBeUndefined()
  })
})
