import { describe, expect, it } from 'vitest'

import { alertHasCloseButton, alertStartsHidden, hasHideAlertCookie, hideAlertCookie, readCookie, shouldShowAlert } from './alert-visibility'

describe('shouldShowAlert', () => {
  it('shows a message that has text', () => {
    expect(shouldShowAlert({ title: 'Closed Friday', text: 'We open again Monday', type: 'Dark' })).toBe(true)
  })

  it('shows nothing without a message or without text', () => {
    expect(shouldShowAlert(undefined)).toBe(false)
    expect(shouldShowAlert(null)).toBe(false)
    expect(shouldShowAlert({ title: 'Only a title', text: '   ', type: 'Neutral' })).toBe(false)
  })
})

describe('close button', () => {
  it('is offered for every type except Warning', () => {
    expect(alertHasCloseButton('Warning')).toBe(false)
    expect(alertHasCloseButton('Dark')).toBe(true)
    expect(alertHasCloseButton('Light')).toBe(true)
    expect(alertHasCloseButton('Neutral')).toBe(true)
  })

  it('remembers the choice for one day on the whole site', () => {
    const cookie = hideAlertCookie()
    expect(cookie.startsWith('hideAlert=1;')).toBe(true)
    expect(cookie).toContain('Max-Age=86400')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain('SameSite=Lax')
  })
})

describe('reading the hideAlert cookie', () => {
  it('finds it among other cookies, whatever its value', () => {
    expect(hasHideAlertCookie('consent=yes; hideAlert=1; _ga=GA1.2')).toBe(true)
    expect(hasHideAlertCookie('hideAlert=')).toBe(true)
    expect(hasHideAlertCookie('hideAlert')).toBe(true)
  })

  it('does not mistake similar names for it', () => {
    expect(hasHideAlertCookie('')).toBe(false)
    expect(hasHideAlertCookie('hideAlertX=1; xhideAlert=1')).toBe(false)
    expect(hasHideAlertCookie('hidealert=1')).toBe(false)
  })

  it('reads a value that itself contains "="', () => {
    expect(readCookie('a=1; token=abc==; b=2', 'token')).toBe('abc==')
    expect(readCookie('a=1', 'missing')).toBeUndefined()
  })
})

describe('alertStartsHidden', () => {
  it('starts hidden after the visitor closed it', () => {
    expect(alertStartsHidden('Dark', 'hideAlert=1')).toBe(true)
    expect(alertStartsHidden('Light', 'x=1; hideAlert=1')).toBe(true)
  })

  it('starts shown when the cookie is gone (a day later)', () => {
    expect(alertStartsHidden('Neutral', 'x=1')).toBe(false)
  })

  it('always shows a Warning, even with the cookie', () => {
    expect(alertStartsHidden('Warning', 'hideAlert=1')).toBe(false)
  })
})
