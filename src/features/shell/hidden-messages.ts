import type { MessageType, SiteMessage } from '@/features/shell-content'

/** spec 02 §4 / §9: session storage key remembering which message banners the visitor closed. */
export const HIDDEN_MESSAGES_KEY = 'hidden-messages'

/** The part of the Web Storage API these rules use (sessionStorage in the browser, a fake in tests). */
export type MessageStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * spec 02 §4: banners are remembered per title. A banner without a title is remembered by its text
 * so that closing it still sticks for the session.
 */
export const hiddenMessageKey = (message: Pick<SiteMessage, 'title' | 'text'>): string => message.title?.trim() || message.text.trim()

/** The stored list; anything that is not a JSON array of strings (old or hand-edited data) counts as empty. */
export function parseHiddenMessages(raw: string | null): string[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    return Array.isArray(value) ? value.filter((title): title is string => typeof title === 'string') : []
  } catch {
    return []
  }
}

/** Storage can be missing or throw (disabled storage, some private modes): then nothing is hidden. */
export function readHiddenMessages(storage: MessageStorage | null): string[] {
  if (!storage) return []
  try {
    return parseHiddenMessages(storage.getItem(HIDDEN_MESSAGES_KEY))
  } catch {
    return []
  }
}

/** Remembers a closed banner for the rest of the session; returns the new list. */
export function addHiddenMessage(storage: MessageStorage | null, key: string): string[] {
  const hidden = readHiddenMessages(storage)
  if (hidden.includes(key)) return hidden
  const next = [...hidden, key]
  try {
    storage?.setItem(HIDDEN_MESSAGES_KEY, JSON.stringify(next))
  } catch {
    // Full or blocked storage: the banner still closes on this page, it just is not remembered.
  }
  return next
}

/** spec 02 §4: a closed banner stays hidden, except a Warning, which can never be hidden. */
export function isMessageHidden(key: string, type: MessageType, hidden: readonly string[]): boolean {
  return type !== 'Warning' && hidden.includes(key)
}

/** The browser's session storage, or null on the server or when access is blocked. */
export function browserSessionStorage(): MessageStorage | null {
  if (typeof window === 'undefined') return null
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
