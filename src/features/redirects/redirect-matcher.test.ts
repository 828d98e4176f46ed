import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { compileRedirects, MAX_HOPS, type RedirectRule } from './redirect-matcher'

const sv = { servedPrefixes: [] as string[] }
const rule = (id: number, source: string, destination: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({ id, source, destination, ...extra })
const go = (rules: RedirectRule[], path: string, search = '', options = sv) => compileRedirects(rules, options).lookup(path, search)?.location ?? null

describe('exact rules', () => {
  const rules = [rule(1, '/about-us', '/om-kilometra'), rule(2, '/why-us/garanti', '/bilagande/garantiavtal')]
  it('answer their own source and nothing else', () => {
    expect(go(rules, '/about-us')).toBe('/om-kilometra')
    expect(go(rules, '/about-us/')).toBe('/om-kilometra')
    expect(go(rules, '/why-us/garanti')).toBe('/bilagande/garantiavtal')
    expect(go(rules, '/about')).toBeNull()
    expect(go(rules, '/about-us/more')).toBeNull()
  })
  it('are case-sensitive unless the rule says any case', () => {
    expect(go(rules, '/About-Us')).toBeNull()
    expect(go([rule(1, '/FindUs', '/hitta-oss', { ignoreCase: true })], '/findus')).toBe('/hitta-oss')
    expect(go([rule(1, '/FindUs', '/hitta-oss', { ignoreCase: true })], '/FINDUS')).toBe('/hitta-oss')
  })
  it('match accented sources raw, %-escaped in either hex case, and decomposed', () => {
    const accented = [rule(1, '/för-företag', '/kop-bil/foretag')]
    for (const path of ['/för-företag', '/f%C3%B6r-f%C3%B6retag', '/f%c3%b6r-f%c3%b6retag', '/fo%CC%88r-fo%CC%88retag'])
      expect(go(accented, path), path).toBe('/kop-bil/foretag')
    expect(go([rule(1, '/f%C3%B6r', '/x')], '/för')).toBe('/x')
  })
  it("keep the visitor's query unless the rule drops it; the destination's own parameters win", () => {
    const keep = [rule(1, '/old', '/buy-car?car_fuel=Electric')]
    expect(go(keep, '/old', '?utm_source=mail&car_fuel=Petrol')).toBe('/buy-car?car_fuel=Electric&utm_source=mail')
    expect(go([rule(1, '/old', '/new', { visitorQuery: 'drop' })], '/old', '?utm_source=mail')).toBe('/new')
    expect(go([rule(1, '/old', '/new')], '/old', '?q=a%20b')).toBe('/new?q=a%20b')
  })
  it('go to absolute URLs and keep fragments', () => {
    expect(go([rule(1, '/jobb', 'https://careers.example.com/nordbil')], '/jobb')).toBe('https://careers.example.com/nordbil')
    expect(go([rule(1, '/hours', '/find-us#opening-hours')], '/hours')).toBe('/find-us#opening-hours')
  })
})

describe('query conditions', () => {
  const rules = [
    rule(1, '/brukte-biler', '/kjop-bil/alle-brukte-biler', { queryConditions: 'br', visitorQuery: 'drop' }),
    rule(2, '/nyheter', '/aktuelt', { queryConditions: 'cat=nyheter', visitorQuery: 'drop' }),
    rule(3, '/nyheter', '/aktuelt/elbil', { queryConditions: 'cat=elbil', visitorQuery: 'drop' }),
    rule(4, '/nyheter', '/aktuelt/alle'),
    rule(5, '/nyheter', '/aktuelt/elbil-sortert', { queryConditions: 'cat=elbil&so', visitorQuery: 'drop' }),
  ]
  it('need every condition; presence-only conditions take any value', () => {
    expect(go(rules, '/brukte-biler', '?br=VO&so=price')).toBe('/kjop-bil/alle-brukte-biler')
    expect(go(rules, '/brukte-biler', '?br=')).toBe('/kjop-bil/alle-brukte-biler')
    expect(go(rules, '/brukte-biler', '?so=price')).toBeNull()
    expect(go(rules, '/brukte-biler')).toBeNull()
  })
  it('pick the rule with the most conditions, then the unconditional one', () => {
    expect(go(rules, '/nyheter', '?cat=nyheter')).toBe('/aktuelt')
    expect(go(rules, '/nyheter', '?cat=elbil')).toBe('/aktuelt/elbil')
    expect(go(rules, '/nyheter', '?cat=elbil&so=new')).toBe('/aktuelt/elbil-sortert')
    expect(go(rules, '/nyheter', '?cat=other')).toBe('/aktuelt/alle?cat=other')
  })
})

describe('patterns', () => {
  it('carry the rest of the path', () => {
    const rules = [rule(1, '/used/*', '/buy-car/used-cars/*')]
    expect(go(rules, '/used/bmw/3-series')).toBe('/buy-car/used-cars/bmw/3-series')
    expect(go(rules, '/used')).toBe('/buy-car/used-cars')
    expect(go(rules, '/used/f%C3%B6r%20alla')).toBe('/buy-car/used-cars/f%C3%B6r%20alla')
  })
  it('fall back to a section page for anything below it', () => {
    expect(go([rule(1, '/verksted/*', '/service-og-verksted')], '/verksted/bremser/skive')).toBe('/service-og-verksted')
  })
  it('put captures in as slugs: lower-case without accents (spec 03 §2.9)', () => {
    const rules = [rule(1, '/anlaggningar/:id/nordbil-bil-:location', '/anlaggningar/nordbil-:location')]
    expect(go(rules, '/anlaggningar/1234/nordbil-bil-kungalv')).toBe('/anlaggningar/nordbil-kungalv')
    expect(go(rules, '/anlaggningar/1234/nordbil-bil-Bor%C3%A5s')).toBe('/anlaggningar/nordbil-boras')
    expect(go(rules, '/anlaggningar/1234/nordbil-bil-')).toBeNull()
    expect(go(rules, '/anlaggningar/1234/other-bil-x')).toBeNull()
  })
  it('prefer literal segments, then the longer prefix, then a capture, then the rest', () => {
    const rules = [
      rule(1, '/a/*', '/rest'),
      rule(2, '/a/:x', '/param/:x'),
      rule(3, '/a/bmw-:x', '/bmw/:x'),
      rule(4, '/a/bmw-i-:x', '/bmw-i/:x'),
      rule(5, '/a/fixed', '/literal'),
    ]
    expect(go(rules, '/a/fixed')).toBe('/literal')
    expect(go(rules, '/a/bmw-i-x5')).toBe('/bmw-i/x5')
    expect(go(rules, '/a/bmw-x5')).toBe('/bmw/x5')
    expect(go(rules, '/a/audi')).toBe('/param/audi')
    expect(go(rules, '/a/audi/a4')).toBe('/rest')
  })
  it('backtrack when a deeper literal leads nowhere', () => {
    const rules = [rule(1, '/brands/mini/offers', '/buy-car/latest-offers/mini'), rule(2, '/brands/:brand/*', '/buy-car/brands/:brand')]
    expect(go(rules, '/brands/mini/offers')).toBe('/buy-car/latest-offers/mini')
    expect(go(rules, '/brands/mini/contact-us')).toBe('/buy-car/brands/mini')
  })
  it('match any case when asked, capturing from the visited path', () => {
    const rules = [rule(1, '/findus/:id/nordbil-bil-:location', '/anlaggningar/nordbil-:location', { ignoreCase: true })]
    expect(go(rules, '/FindUs/77/Nordbil-Bil-Trollh%C3%A4ttan')).toBe('/anlaggningar/nordbil-trollhattan')
  })
  it('an exact rule wins over a pattern on the same path', () => {
    expect(go([rule(1, '/used/*', '/a'), rule(2, '/used/vans', '/b')], '/used/vans')).toBe('/b')
  })
})

describe('legacy market prefixes (spec 03 §2.9)', () => {
  const rules = [rule(1, '/about-us', '/o-kilometra'), rule(2, '/en/contact', '/kontakty')]
  it('on a site without that language: matched as written, then without the prefix, else sent to the path without it', () => {
    const sk = { servedPrefixes: [] }
    expect(go(rules, '/en/contact', '', sk)).toBe('/kontakty')
    expect(go(rules, '/en/about-us', '', sk)).toBe('/o-kilometra')
    expect(go(rules, '/sv-se/about-us', '', sk)).toBe('/o-kilometra')
    expect(go(rules, '/sv-SE/kop-bil', '?x=1', sk)).toBe('/kop-bil?x=1')
    expect(go(rules, '/en', '', sk)).toBe('/')
    expect(go(rules, '/SV-SE/kop-bil', '', sk)).toBeNull()
  })
  it('on a site that serves English at /en, /en is its live language: no legacy rule or fallback applies there', () => {
    const fi = { servedPrefixes: ['en'] }
    const compiled = compileRedirects(rules, fi)
    expect(compiled.lookup('/en/contact')).toBeNull()
    expect(compiled.lookup('/en/about-us')).toBeNull()
    expect(compiled.skipped).toEqual([{ id: 2, reason: expect.stringMatching(/^Inactive/) }])
    // /sv-se is never a served prefix: still legacy there.
    expect(compiled.lookup('/sv-se/about-us')?.location).toBe('/o-kilometra')
  })
})

describe('chains and circles', () => {
  it('collapse a chain into one redirect and name every rule on the way', () => {
    const compiled = compileRedirects([rule(1, '/a', '/b'), rule(2, '/b', '/c?x=1'), rule(3, '/c', 'https://example.com/end')], sv)
    expect(compiled.lookup('/a')).toEqual({ location: 'https://example.com/end?x=1', ruleIds: [1, 2, 3] })
  })
  it('do not redirect a circle, and report it', () => {
    const circles: Array<Array<number | string>> = []
    const compiled = compileRedirects([rule(1, '/a', '/b'), rule(2, '/b', '/a')], sv)
    compiled.onCircle = (ids) => circles.push(ids)
    expect(compiled.lookup('/a')).toBeNull()
    expect(circles).toEqual([[1, 2]])
  })
  it('give up on a chain that keeps growing', () => {
    const compiled = compileRedirects([rule(1, '/a/*', '/a/b/*')], sv)
    expect(compiled.lookup('/a/x')).toBeNull()
    expect(MAX_HOPS).toBeGreaterThan(1)
  })
})

describe('bad input', () => {
  it('skips a broken stored rule instead of failing the site', () => {
    const compiled = compileRedirects([rule(1, 'no-slash', '/x'), rule(2, '/ok', '/y'), rule(3, '/x', '/:nope')], sv)
    expect(compiled.size).toBe(1)
    expect(compiled.skipped.map((s) => s.id)).toEqual([1, 3])
    expect(compiled.lookup('/ok')?.location).toBe('/y')
  })
  it('answers nothing for a path it cannot decode', () => {
    expect(go([rule(1, '/a', '/b')], '/%E0%A4%A')).toBeNull()
  })
})

// Property tests: sources under /old-…, destinations under /new-…, so no destination is another rule's source.
const segment = fc.stringMatching(/^[a-z0-9åäöø-]{1,12}$/)
const exactRules = fc
  .uniqueArray(fc.array(segment, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 40, selector: (s) => s.join('/') })
  .chain((sources) =>
    fc.tuple(
      fc.constant(sources),
      fc.array(fc.array(segment, { minLength: 0, maxLength: 3 }), { minLength: sources.length, maxLength: sources.length }),
      fc.array(fc.option(fc.tuple(fc.stringMatching(/^[a-z]{1,4}$/), fc.stringMatching(/^[a-z0-9]{0,4}$/)), { nil: undefined }), {
        minLength: sources.length,
        maxLength: sources.length,
      }),
    ),
  )
  .map(([sources, destinations, conditions]) =>
    sources.map((s, i) => ({
      rule: rule(i + 1, `/old-${s.join('/')}`, `/new-${i}/${destinations[i]!.join('/')}`.replace(/\/$/, ''), {
        queryConditions: conditions[i] ? `${conditions[i]![0]}=${conditions[i]![1]}` : undefined,
        visitorQuery: 'drop',
      }),
      query: conditions[i] ? `?${conditions[i]![0]}=${conditions[i]![1]}` : '',
    })),
  )

describe('properties', () => {
  it("a rule's own source always resolves to its destination, raw or %-escaped", () => {
    fc.assert(
      fc.property(exactRules, (cases) => {
        const compiled = compileRedirects(
          cases.map((c) => c.rule),
          sv,
        )
        for (const { rule: r, query } of cases) {
          const expected = r.destination
            .split('/')
            .map((s) => encodeURIComponent(s))
            .join('/')
          expect(compiled.lookup(r.source, query)?.location).toBe(expected)
          expect(compiled.lookup(r.source.split('/').map(encodeURIComponent).join('/'), query)?.location).toBe(expected)
        }
      }),
      { seed: 18, numRuns: 100 },
    )
  }, 30_000)
  it('paths that no rule names never redirect', () => {
    fc.assert(
      fc.property(exactRules, fc.array(segment, { minLength: 0, maxLength: 5 }), fc.string(), (cases, path, search) => {
        const compiled = compileRedirects(
          cases.map((c) => c.rule),
          sv,
        )
        expect(compiled.lookup(`/live/${path.join('/')}`, search)).toBeNull()
      }),
      { seed: 18, numRuns: 100 },
    )
  }, 30_000)
  it('a wildcard rule carries any rest of path unchanged', () => {
    fc.assert(
      fc.property(segment, fc.array(segment, { maxLength: 5 }), (section, rest) => {
        const compiled = compileRedirects([rule(1, `/old-${section}/*`, `/new/${section}/*`)], sv)
        const encoded = rest.map(encodeURIComponent)
        const location = compiled.lookup(`/old-${section}/${encoded.join('/')}`)?.location
        expect(location).toBe([`/new/${encodeURIComponent(section)}`, ...encoded].join('/'))
      }),
      { seed: 18, numRuns: 200 },
    )
  })
  it('never throws, whatever the path and query', () => {
    const compiled = compileRedirects([rule(1, '/a/:x/*', '/b/:x/*'), rule(2, '/c', '/d', { queryConditions: 'q' })], sv)
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        compiled.lookup(`/${path}`, search)
      }),
      { seed: 18, numRuns: 500 },
    )
  })
})
