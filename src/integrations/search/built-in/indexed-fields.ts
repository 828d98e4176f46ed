import { type IndexSchema, recordFieldOf } from '../index-schema'

/** The top-level record fields an index needs (facets, filters, keyphrase, sorts). */
export function indexedFields(schema: IndexSchema): string[] {
  const names = new Set<string>([schema.idField])
  for (const f of [...schema.facets, ...schema.filterFields]) for (const part of f.path ?? [recordFieldOf(f)]) names.add(part.split('.')[0]!)
  for (const f of schema.keyphraseFields) names.add(f.split('.')[0]!)
  for (const s of schema.sorts) names.add(s.field.split('.')[0]!)
  return [...names]
}

/**
 * A copy of a record with only the indexed fields: what an in-memory replica keeps, so that
 * images, finance options and the like stay in the database.
 */
export function slimRecordFor(schema: IndexSchema): (record: Record<string, unknown>) => Record<string, unknown> {
  const fields = indexedFields(schema)
  return (record) => {
    const slim: Record<string, unknown> = {}
    for (const f of fields) if (record[f] !== undefined) slim[f] = record[f]
    return slim
  }
}
