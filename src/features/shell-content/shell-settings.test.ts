import { describe, expect, it } from 'vitest'

import { iconHrefInLanguage, toShellSettings } from './shell-settings'

const ctx = { siteName: 'Nordbil', locale: 'sv' as const, siteDefault: 'sv' as const, carListPath: '/kop-bil' }
const logo = { url: '/-/media/volvo.svg', alt: null, width: 120, height: 40 }

describe('toShellSettings', () => {
  it('falls back to the spec defaults for an empty document (logo 150 x 55, sticky)', () => {
    const s = toShellSettings({}, ctx)
    expect(s.navigation).toMatchObject({ logoWidth: 150, logoHeight: 55, isSticky: true, slimNav: false, extraItems: [], messagePosition: 'above' })
    expect(s.alertBar).toBeUndefined()
    expect(s.footer.columns).toEqual([])
  })

  it('leaves out extra navigation items lacking a title or link text', () => {
    const s = toShellSettings(
      {
        navigation: {
          extraItems: [
            { title: 'Boka service', link: { href: '/service', text: 'Boka', target: '_self' } },
            { title: '', link: { href: '/x', text: 'X' } },
            { title: 'Utan text', link: { href: '/y', text: '' } },
            { title: 'Ny flik', link: { href: 'https://example.com', text: 'Extern', target: '_blank' } },
          ],
        },
      },
      ctx,
    )
    expect(s.navigation.extraItems.map((i) => i.title)).toEqual(['Boka service', 'Ny flik'])
    expect(s.navigation.extraItems[1]!.link.target).toBe('_blank')
  })

  it('shows the alert bar only with HasMessage and text', () => {
    expect(toShellSettings({ alertBar: { hasMessage: true, messageText: '  ' } }, ctx).alertBar).toBeUndefined()
    expect(toShellSettings({ alertBar: { hasMessage: false, messageText: 'Hej' } }, ctx).alertBar).toBeUndefined()
    expect(
      toShellSettings({ alertBar: { hasMessage: true, messageText: 'Stängt i helgen', messageType: 'Warning', messageIcon: 'WarningAlert' } }, ctx).alertBar,
    ).toEqual({
      text: 'Stängt i helgen',
      type: 'Warning',
      icon: 'WarningAlert',
    })
  })

  it('treats an unknown message type as Neutral instead of failing', () => {
    expect(toShellSettings({ messageBanner: { hasMessage: true, messageText: 'x', messageType: 'Purple' } }, ctx).messageBanner?.type).toBe('Neutral')
  })

  it('shows brand logos only with a src, linking to the car list filtered on the brand', () => {
    const s = toShellSettings(
      {
        footer: {
          showBrands: true,
          brands: [
            { name: 'Volvo', logo },
            { name: 'Kia', logo: null },
            { name: 'Škoda', logo },
          ],
        },
      },
      { ...ctx, locale: 'en' },
    )
    expect(s.footer.brands.map((b) => b.name)).toEqual(['Volvo', 'Škoda'])
    expect(s.footer.brands[0]!.href).toBe('/en/kop-bil?car_brand=Volvo')
    expect(s.footer.brands[1]!.href).toBe('/en/kop-bil?car_brand=%C5%A0koda')
    expect(s.footer.brands[0]!.logo.alt).toBe('Volvo')
  })

  it('hides brands when ShowBrands is off', () => {
    expect(toShellSettings({ footer: { showBrands: false, brands: [{ name: 'Volvo', logo }] } }, ctx).footer.brands).toEqual([])
  })

  it('keeps only column items with an href and drops columns left empty', () => {
    const s = toShellSettings(
      {
        footer: {
          columns: [
            { title: 'Köpa bil', items: [{ link: { href: '/kop-bil', text: 'Alla bilar' } }, { link: { href: '', text: 'Trasig' } }] },
            { title: 'Tom', items: [{ link: { text: 'Ingen länk' } }] },
          ],
        },
      },
      ctx,
    )
    expect(s.footer.columns).toEqual([{ title: 'Köpa bil', items: [{ href: '/kop-bil', text: 'Alla bilar', target: '_self' }] }])
  })

  it('keeps only filled info fields and social links with name and url', () => {
    const s = toShellSettings(
      {
        footer: {
          infoField1Heading: 'Öppettider',
          infoField1Text: 'Mån–fre 9–18',
          socialLinks: [
            { name: 'facebook', url: 'https://facebook.com/x' },
            { name: 'myspace', url: '' },
          ],
        },
      },
      ctx,
    )
    expect(s.footer.infoFields).toEqual([{ heading: 'Öppettider', text: 'Mån–fre 9–18' }])
    expect(s.footer.socialLinks).toEqual([{ name: 'facebook', url: 'https://facebook.com/x' }])
  })

  it('survives garbage in every part', () => {
    const s = toShellSettings({ navigation: 'x', alertBar: 42, footer: { columns: 'no', brands: [null, 3] } }, ctx)
    expect(s.navigation.logoWidth).toBe(150)
    expect(s.footer.columns).toEqual([])
  })
})

describe('iconHrefInLanguage', () => {
  it('gives a site page the page language’s prefix, and leaves other addresses as they are', () => {
    expect(iconHrefInLanguage('/anlaggningar', 'en', 'sv')).toBe('/en/anlaggningar')
    expect(iconHrefInLanguage('/anlaggningar', 'sv', 'sv')).toBe('/anlaggningar')
    expect(iconHrefInLanguage('/en/favoriter', 'en', 'sv')).toBe('/en/favoriter')
    expect(iconHrefInLanguage('/', 'en', 'sv')).toBe('/en')
    expect(iconHrefInLanguage('tel:0101234500', 'en', 'sv')).toBe('tel:0101234500')
    expect(iconHrefInLanguage('https://example.com/x', 'en', 'sv')).toBe('https://example.com/x')
    expect(iconHrefInLanguage('//cdn.example.com/x', 'en', 'sv')).toBe('//cdn.example.com/x')
  })

  it('is how the English pages’ icons link', () => {
    const s = toShellSettings({ navigation: { iconLinks: [{ icon: 'pin', label: 'Find us', href: '/anlaggningar' }] } }, { ...ctx, locale: 'en' })
    expect(s.navigation.iconLinks.map((l) => l.href)).toEqual(['/en/anlaggningar'])
  })
})
