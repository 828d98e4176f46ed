import { describe, expect, it } from 'vitest'

import { CONTACT_SCROLL_DELAY_MS, contactHashIntent, contactScrollOffset, contactScrollTop } from './hash-anchor'

describe('contactHashIntent', () => {
  it('scrolls to the contact form for #contact and #contact-form without ticking anything', () => {
    expect(contactHashIntent('#contact')).toEqual({ scrollToContact: true })
    expect(contactHashIntent('#contact-form')).toEqual({ scrollToContact: true })
  })

  it('pre-ticks quote or test drive from the part after the dash', () => {
    expect(contactHashIntent('#contact-quote')).toEqual({ scrollToContact: true, preTick: 'quote' })
    expect(contactHashIntent('#contact-testdrive')).toEqual({ scrollToContact: true, preTick: 'testdrive' })
  })

  it('ignores case and a missing #', () => {
    expect(contactHashIntent('#Contact-TestDrive')).toEqual({ scrollToContact: true, preTick: 'testdrive' })
    expect(contactHashIntent('contact-quote')).toEqual({ scrollToContact: true, preTick: 'quote' })
  })

  it('scrolls for any hash containing contact, ticking only the known boxes', () => {
    expect(contactHashIntent('#dealer-contact')).toEqual({ scrollToContact: true })
    expect(contactHashIntent('#contact-callback')).toEqual({ scrollToContact: true })
  })

  it('leaves #equipment and empty hashes to the browser', () => {
    expect(contactHashIntent('#equipment')).toEqual({ scrollToContact: false })
    expect(contactHashIntent('#')).toEqual({ scrollToContact: false })
    expect(contactHashIntent('')).toEqual({ scrollToContact: false })
    expect(contactHashIntent(undefined)).toEqual({ scrollToContact: false })
  })

  it('keeps a malformed escape rather than failing', () => {
    expect(contactHashIntent('#contact-%E0')).toEqual({ scrollToContact: true })
  })
})

describe('contact scroll', () => {
  it('waits 200 ms', () => {
    expect(CONTACT_SCROLL_DELAY_MS).toBe(200)
  })

  it('leaves 112 px above the form on wide screens and 250 px on phones', () => {
    expect(contactScrollOffset(1440)).toBe(112)
    expect(contactScrollOffset(768)).toBe(112)
    expect(contactScrollOffset(767)).toBe(250)
    expect(contactScrollOffset(375)).toBe(250)
  })

  it('scrolls to the form top minus the offset, not above the page', () => {
    expect(contactScrollTop(2000, 1280)).toBe(1888)
    expect(contactScrollTop(2000, 390)).toBe(1750)
    expect(contactScrollTop(100, 390)).toBe(0)
  })
})
