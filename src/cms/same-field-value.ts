/**
 * Whether two field values are the same for a person: empty string, null and undefined are all
 * "empty", object keys holding nothing are ignored, and a related document equals its id. Used to
 * tell a real change from the admin form sending back a field it showed read-only.
 */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(canonical)
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    // A populated relationship compares as its id.
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return canonical(record.id)
    const entries = Object.keys(record)
      .sort()
      .map((k) => [k, canonical(record[k])] as const)
      .filter(([k, v]) => v !== null && k !== 'id')
    return entries.length === 0 ? null : Object.fromEntries(entries)
  }
  return value
}
