/**
 * The id a relationship field holds, whether Payload gave the id itself or the populated
 * document; undefined when it holds nothing.
 */
export function relationId(value: unknown): number | string | undefined {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}
