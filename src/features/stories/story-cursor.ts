import { z } from 'zod'

/**
 * Where a page of the stories list ends (spec 01 §4 'infinite paging by cursor', §7.1 endCursor):
 * the last story's date and id. The list is ordered by date, newest first, then by id, so the next
 * page is "everything strictly after this pair": a story added meanwhile (newer, or older) never
 * shifts or repeats the stories already shown. To the visitor the cursor is an opaque token.
 */
export type StoryCursor = { date: string; id: number }

const VERSION = 's1'
const cursorParts = z.tuple([
  z.literal(VERSION),
  z.iso.datetime({ offset: true }),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
])

export function encodeStoryCursor(cursor: StoryCursor): string {
  return Buffer.from(`${VERSION}|${new Date(cursor.date).toISOString()}|${cursor.id}`, 'utf8').toString('base64url')
}

/** The cursor in a token, or null for anything that is not one (a malformed cursor gives the first page). */
export function decodeStoryCursor(token: unknown): StoryCursor | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 100 || !/^[A-Za-z0-9_-]+$/.test(token)) return null
  const parsed = cursorParts.safeParse(Buffer.from(token, 'base64url').toString('utf8').split('|'))
  if (!parsed.success) return null
  const [, date, id] = parsed.data
  return { date: new Date(date).toISOString(), id }
}

/** Whether a story (date, id) comes after the cursor in the list's order (newest first, then higher id first). */
export function isAfterCursor(story: StoryCursor, cursor: StoryCursor): boolean {
  const a = Date.parse(story.date)
  const b = Date.parse(cursor.date)
  return a < b || (a === b && story.id < cursor.id)
}
