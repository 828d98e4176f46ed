import { describe, expect, it } from 'vitest'

import { parseRedirectCsv, redirectsToCsv } from './redirect-csv'

describe('parseRedirectCsv', () => {
  it('reads rules in any column order, with the file’s line numbers', () => {
    const csv = 'destination,source,visitor_query,any_case\n/om-oss,/about-us,,no\n\n"/kjop-bil/alle-brukte-biler",/brukte-biler?br,drop,YES\n'
    expect(parseRedirectCsv(csv)).toEqual({
      rules: [
        { line: 2, source: '/about-us', queryConditions: '', ignoreCase: false, destination: '/om-oss', destinationPage: '', visitorQuery: 'keep', site: '' },
        {
          line: 4,
          source: '/brukte-biler?br',
          queryConditions: '',
          ignoreCase: true,
          destination: '/kjop-bil/alle-brukte-biler',
          destinationPage: '',
          visitorQuery: 'drop',
          site: '',
        },
      ],
      problems: [],
    })
  })
  it('names every bad line and why', () => {
    const csv = 'source,destination,permanent,visitor_query,any_case\n/a,/b,no,,\n/c,,,,\n/d,/e,,sometimes,\n/f,/g,,,maybe\n/h,/i\n'
    expect(parseRedirectCsv(csv).problems).toEqual([
      { line: 2, message: expect.stringMatching(/Only permanent redirects/) },
      { line: 3, message: expect.stringMatching(/destination .* is required/) },
      { line: 4, message: expect.stringMatching(/visitor_query must be keep or drop/) },
      { line: 5, message: expect.stringMatching(/any_case must be yes or no/) },
      { line: 6, message: '2 fields where the header has 5.' },
    ])
  })
  it('refuses a header it does not know, and a file that is not CSV', () => {
    expect(parseRedirectCsv('from,to\n/a,/b\n').problems[0]).toEqual({ line: 1, message: expect.stringMatching(/Unknown columns from, to/) })
    expect(parseRedirectCsv('source,destination\n/a,"/b\n').problems[0]?.message).toMatch(/not valid CSV/)
    expect(parseRedirectCsv('').problems[0]?.message).toMatch(/empty/)
  })
  it('reads back what the export writes', () => {
    const csv = redirectsToCsv(
      [
        {
          source: '/a,b',
          queryConditions: 'cat=x',
          ignoreCase: true,
          destination: '/c?d=1',
          destinationPage: '',
          visitorQuery: 'drop',
          hits: 3,
          lastHitAt: null,
        },
      ],
      false,
    )
    expect(parseRedirectCsv(csv).rules).toEqual([
      { line: 2, source: '/a,b', queryConditions: 'cat=x', ignoreCase: true, destination: '/c?d=1', destinationPage: '', visitorQuery: 'drop', site: '' },
    ])
  })
})
