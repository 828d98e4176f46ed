import { describe, expect, it } from 'vitest'

import { relationId } from './relation-id'

describe('relationId', () => {
  it('reads an id or a populated document, and nothing else', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 'abc', name: 'Nordbil' })).toBe('abc')
    expect(relationId(null)).toBeUndefined()
    expect(relationId(undefined)).toBeUndefined()
    expect(relationId({ name: 'no id' })).toBeUndefined()
  })
})
