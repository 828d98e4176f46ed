import { describe, expect, it } from 'vitest'

import {
  addHiddenMessage,
  HIDDEN_MESSAGES_KEY,
  hiddenMessageKey,
  isMessageHidden,
  type MessageStorage,
  parseHiddenMessages,
  readHiddenMessages,
} from './hidden-messages'

function memoryStorage(initial?: string): MessageStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  if (initial !== undefined) data.set(HIDDEN_MESSAGES_KEY, initial)
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

const throwingStorage: MessageStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('reading hidden messages', () => {
  it('reads the titles stored as a JSON array', () => {
    expect(readHiddenMessages(memoryStorage('["Summer sale","Closed Friday"]'))).toEqual(['Summer sale', 'Closed Friday'])
  })

  it('treats garbage as nothing hidden', () => {
    expect(parseHiddenMessages(null)).toEqual([])
    expect(parseHiddenMessages('')).toEqual([])
    expect(parseHiddenMessages('{not json')).toEqual([])
    expect(parseHiddenMessages('{"title":"x"}')).toEqual([])
    expect(parseHiddenMessages('"Summer sale"')).toEqual([])
    expect(parseHiddenMessages('[1, null, "Summer sale"]')).toEqual(['Summer sale'])
  })

  it('shows every banner when storage is unavailable', () => {
    expect(readHiddenMessages(null)).toEqual([])
    expect(readHiddenMessages(throwingStorage)).toEqual([])
  })
})

describe('closing a banner', () => {
  it('remembers its title under hidden-messages', () => {
    const storage = memoryStorage()
    addHiddenMessage(storage, 'Summer sale')
    expect(JSON.parse(storage.data.get('hidden-messages') ?? 'null')).toEqual(['Summer sale'])
  })

  it('keeps earlier closed banners and does not store a title twice', () => {
    const storage = memoryStorage('["Closed Friday"]')
    addHiddenMessage(storage, 'Summer sale')
    expect(addHiddenMessage(storage, 'Summer sale')).toEqual(['Closed Friday', 'Summer sale'])
    expect(readHiddenMessages(storage)).toEqual(['Closed Friday', 'Summer sale'])
  })

  it('replaces a corrupt stored value instead of failing', () => {
    const storage = memoryStorage('oops')
    expect(addHiddenMessage(storage, 'Summer sale')).toEqual(['Summer sale'])
  })

  it('still closes when storage refuses the write', () => {
    expect(addHiddenMessage(throwingStorage, 'Summer sale')).toEqual(['Summer sale'])
  })
})

describe('isMessageHidden', () => {
  it('hides a banner the visitor closed, and only that one', () => {
    expect(isMessageHidden('Summer sale', 'Dark', ['Summer sale'])).toBe(true)
    expect(isMessageHidden('Winter tyres', 'Dark', ['Summer sale'])).toBe(false)
  })

  it('never hides a Warning', () => {
    expect(isMessageHidden('Storm warning', 'Warning', ['Storm warning'])).toBe(false)
  })

  it('identifies a banner by its title, or by its text when it has none', () => {
    expect(hiddenMessageKey({ title: ' Summer sale ', text: 'Up to 20 % off' })).toBe('Summer sale')
    expect(hiddenMessageKey({ text: 'Up to 20 % off' })).toBe('Up to 20 % off')
    expect(hiddenMessageKey({ title: '', text: 'Up to 20 % off' })).toBe('Up to 20 % off')
  })
})
