import { describe, expect, it } from 'vitest'

import { type CandidateRule, checkRules, type SavedRule } from './redirect-checks'

const site = { servedPrefixes: [] as string[], livePaths: ['/', '/om-oss', '/kop-bil', '/kontakt'] }
const candidate = (source: string, destination: string, extra: Partial<CandidateRule> = {}): CandidateRule => ({
  label: 'this rule',
  source,
  destination,
  ...extra,
})
const saved = (id: number, source: string, destination: string, extra: Partial<SavedRule> = {}): SavedRule => ({
  id,
  label: `rule #${id}`,
  source,
  destination,
  ...extra,
})
const check = (c: CandidateRule, others: SavedRule[] = [], context = site) => checkRules([c], others, context)[0]!

describe('checkRules', () => {
  it('passes a plain rule and gives its stored forms', () => {
    const verdict = check(candidate('/about-us/', '/om-oss', { queryConditions: '?b=2&a' }))
    expect(verdict).toEqual({ problems: [], warnings: [], source: '/about-us', queryConditions: 'a&b=2', matchKey: '/about-us?a&b=2' })
  })
  it('refuses a malformed rule with a message on the field to fix', () => {
    expect(check(candidate('about-us', '/om-oss')).problems).toEqual([{ field: 'source', message: expect.stringMatching(/start with "\/"/) }])
    expect(check(candidate('/a', '/x/:nope')).problems).toEqual([{ field: 'destination', message: expect.stringMatching(/:nope/) }])
    expect(check(candidate('/a', '/b', { queryConditions: '=1' })).problems[0]?.field).toBe('queryConditions')
    expect(check(candidate('/', '/kop-bil')).problems[0]?.message).toMatch(/start page/)
    expect(check(candidate('/', '/kop-bil', { queryConditions: 'page_id=12' })).problems).toEqual([])
  })
  it('refuses a duplicate source, naming the rule that has it', () => {
    const others = [saved(12, '/about-us', '/om-oss')]
    expect(check(candidate('/about-us', '/kontakt'), others).problems).toEqual([
      { field: 'source', message: 'rule #12 (/about-us → /om-oss) already has the source /about-us; change that rule instead.' },
    ])
    // Any case overlaps exact case.
    expect(check(candidate('/About-Us', '/kontakt', { ignoreCase: true }), others).problems).toHaveLength(1)
    expect(check(candidate('/About-Us', '/kontakt'), others).problems).toEqual([])
    // Other query conditions make another rule.
    expect(check(candidate('/about-us', '/kontakt', { queryConditions: 'lang=en' }), others).problems).toEqual([])
  })
  it('refuses a circle, naming both rules', () => {
    const verdict = check(candidate('/a', '/b'), [saved(12, '/b', '/a')])
    expect(verdict.problems).toEqual([
      { field: 'destination', message: 'This rule and rule #12 (/b → /a) send visitors in a circle: this rule → rule #12 → this rule.' },
    ])
    expect(check(candidate('/a', '/a')).problems[0]?.message).toMatch(/leads back to itself/)
    expect(check(candidate('/old/*', '/old/new/*')).problems[0]?.message).toMatch(/leads back to itself/)
    const longChain = Array.from({ length: 10 }, (_, i) => saved(i + 1, `/step-${i}`, `/step-${i + 1}`))
    expect(check(candidate('/start', '/step-0'), longChain).problems[0]?.message).toMatch(/redirected more than 8 times/)
  })
  it('lets a chain through and says where it ends', () => {
    const verdict = check(candidate('/a', '/b'), [saved(12, '/b', '/c')])
    expect(verdict.problems).toEqual([])
    expect(verdict.warnings).toEqual(['Chain collapsed: visitors go straight on to /c (via rule #12).'])
  })
  it('flags a source that is a live page', () => {
    expect(check(candidate('/om-oss', '/kontakt')).warnings).toEqual(['Hides a live page: /om-oss is a published page; visitors get this redirect instead.'])
    expect(check(candidate('/om-oss', '/kontakt', { queryConditions: 'x' })).warnings).toEqual([])
  })
  it('flags a legacy /en rule on a site that serves English as inactive, and not on one that does not', () => {
    expect(check(candidate('/en/about-us', '/meista'), [], { ...site, servedPrefixes: ['en'] }).warnings[0]).toMatch(/^Inactive/)
    expect(check(candidate('/en/about-us', '/meista')).warnings).toEqual([])
  })
  it('checks import rows against each other', () => {
    const rows = [candidate('/x', '/y', { label: 'line 2' }), candidate('/x', '/z', { label: 'line 3' }), candidate('/y', '/x', { label: 'line 4' })]
    const verdicts = checkRules(rows, [], site)
    expect(verdicts[1]!.problems[0]?.message).toMatch(/^line 2 \(\/x → \/y\) already has the source \/x/)
    expect(verdicts[0]!.problems[0]?.message).toMatch(/line 4/)
    expect(verdicts[2]!.problems[0]?.message).toMatch(/line 2/)
  })
})
