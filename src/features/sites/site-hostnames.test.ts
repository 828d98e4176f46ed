import { describe, expect, it } from 'vitest'

import { hostnameProblem, normalizeHostnames } from './site-hostnames'

describe('site host names', () => {
  it('are stored lower-case, without port, trailing dot or duplicates', () => {
    expect(normalizeHostnames([' Nordbil.SE ', 'nordbil.se:443', 'www.nordbil.se.', '', 7])).toEqual(['nordbil.se', 'www.nordbil.se'])
    expect(normalizeHostnames(null)).toEqual([])
  })

  it('refuse what is not a public host name', () => {
    const index = ['localhost', '127.0.0.1']
    expect(hostnameProblem('nordbil.se', index)).toBeUndefined()
    expect(hostnameProblem('https://nordbil.se', index)).toMatch(/not a host name/)
    expect(hostnameProblem('nordbil', index)).toMatch(/not a host name/)
    expect(hostnameProblem('thames.localhost', index)).toMatch(/development host/)
    expect(hostnameProblem('10.0.0.1', index)).toMatch(/IP address/)
  })
})
