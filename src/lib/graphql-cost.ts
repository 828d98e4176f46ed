import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLError,
  type GraphQLObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql'

/**
 * What a GraphQL request costs the database (issue 35 item 2). Payload's own complexity cap counts
 * a top-level list as 1, so 95 aliases of `Pages(limit:1){totalDocs}` (95 queries, 7.8 s) passed
 * it. Here every root field (each alias, each fragment spread counted where it is used) is at least
 * one database query (`QUERY_COST`), and every field that Payload resolves with another read (a
 * relationship, upload or join: Payload gives those a complexity of 10 in the schema) costs its
 * complexity again, for every place it is selected.
 */
export const QUERY_COST = 10

/**
 * Types are read by shape, not with graphql-js's `isObjectType`: the schema is Payload's, built by
 * its copy of graphql, and where two copies are loaded (the test runner) the `is…` checks throw.
 */
type FieldsOwner = { getFields(): Record<string, GraphQLField<unknown, unknown>> }
const hasFields = (type: unknown): type is FieldsOwner => typeof (type as Partial<FieldsOwner> | null)?.getFields === 'function'
function namedType(type: unknown): unknown {
  let current = type
  while (current && typeof current === 'object' && 'ofType' in current && (current as { ofType: unknown }).ofType)
    current = (current as { ofType: unknown }).ofType
  return current
}

/** Payload's field complexity for fields it resolves with a read of its own (relationship, upload, join). */
function fieldCost(field: GraphQLField<unknown, unknown> | undefined): number {
  const complexity = (field?.extensions as { complexity?: unknown } | undefined)?.complexity
  return typeof complexity === 'number' ? complexity : 0
}

/**
 * The cost of one operation; fragments come from the document and are costed once each (a
 * fragment spread twice costs twice, but is not walked twice). A fragment met again inside itself
 * adds nothing (graphql-js refuses such documents anyway).
 */
export function operationCost(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  rootType: GraphQLObjectType,
  typeNamed: (name: string) => unknown,
): number {
  const fragmentCosts = new Map<string, number>()
  const costOf = (selectionSet: SelectionSetNode, parentType: unknown, isRoot: boolean): number => {
    let cost = 0
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const fieldDefinition = hasFields(parentType) ? parentType.getFields()[selection.name.value] : undefined
        const own = isRoot ? Math.max(QUERY_COST, fieldCost(fieldDefinition)) : fieldCost(fieldDefinition)
        const childType = fieldDefinition ? namedType(fieldDefinition.type) : undefined
        cost += own + (selection.selectionSet ? costOf(selection.selectionSet, childType, false) : 0)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parentType
        cost += costOf(selection.selectionSet, type, isRoot)
      } else {
        const name = selection.name.value
        const fragment = fragments.get(name)
        if (!fragment) continue
        const key = `${name}:${isRoot}`
        if (!fragmentCosts.has(key)) {
          fragmentCosts.set(key, 0) // while it is being costed: a cycle adds nothing
          fragmentCosts.set(key, costOf(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value), isRoot))
        }
        cost += fragmentCosts.get(key)!
      }
    }
    return cost
  }
  return costOf(operation.selectionSet, rootType, true)
}

/** A validation rule that refuses an operation costing more than `maxCost` (see operationCost). */
export function databaseCostRule(maxCost: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    return {
      OperationDefinition(operation) {
        const schema = context.getSchema()
        const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType()
        if (!rootType) return
        const cost = operationCost(operation, fragments, rootType, (name) => schema.getType(name))
        if (cost > maxCost)
          context.reportError(
            new GraphQLError(
              `This request asks the database for too much at once: it costs ${cost}, at most ${maxCost} is allowed (each top-level field or alias costs ${QUERY_COST}, each relationship read inside it ${QUERY_COST} more). Split it into smaller requests.`,
              { nodes: [operation], extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost } },
            ),
          )
      },
    }
  }
}

/** Why a GraphQL document cannot be run, read without the schema: for a 400 before Payload sees it. */
export function graphqlDocumentProblem(query: unknown, operationName: unknown): string | undefined {
  if (typeof query !== 'string' || query.trim() === '') return 'Send the GraphQL document as "query" (a string).'
  if (query.length > 50_000) return 'The GraphQL document is longer than 50,000 characters.'
  let document: DocumentNode
  try {
    // Bounded parsing: a document of a million tokens is refused before it is built.
    document = parse(query, { maxTokens: 5_000 })
  } catch (error) {
    return error instanceof GraphQLError ? `The GraphQL document cannot be read: ${error.message}` : 'The GraphQL document cannot be read.'
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
  if (operations.length === 0) return 'The GraphQL document holds no query or mutation.'
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return '"operationName" must be a string.'
  for (const operation of operations) if (operation.operation === 'subscription') return 'Subscriptions are not supported here; send a query or a mutation.'
  const cycle = fragmentCycle(document)
  if (cycle) return `The fragment "${cycle}" spreads itself (directly or through other fragments); fragments must not form a cycle.`
  const size = expandedFieldCount(document)
  if (size > MAX_EXPANDED_FIELDS)
    return `The GraphQL document selects ${size > 1e9 ? 'more than a billion' : size} fields once its fragments are expanded; at most ${MAX_EXPANDED_FIELDS} are allowed.`
  return undefined
}

/**
 * Fields selected once every fragment spread is replaced by its fragment. Validation and execution
 * both walk this expansion, so a few fragments that each spread the next twice (2^n fields from a
 * short document) would keep the server busy long before any cost is counted.
 */
export const MAX_EXPANDED_FIELDS = 2_000

function expandedFieldCount(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  const sizes = new Map<string, number>()
  const sizeOf = (selectionSet: SelectionSetNode): number => {
    let size = 0
    for (const s of selectionSet.selections) {
      if (s.kind === Kind.FIELD) size += 1 + (s.selectionSet ? sizeOf(s.selectionSet) : 0)
      else if (s.kind === Kind.INLINE_FRAGMENT) size += sizeOf(s.selectionSet)
      else {
        const fragment = fragments.get(s.name.value)
        if (!fragment) continue
        if (!sizes.has(fragment.name.value)) {
          sizes.set(fragment.name.value, 0) // no cycles reach here (fragmentCycle ran first)
          sizes.set(fragment.name.value, sizeOf(fragment.selectionSet))
        }
        size += sizes.get(fragment.name.value)!
      }
    }
    return size
  }
  let total = 0
  for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) total += sizeOf(d.selectionSet)
  return total
}

/** The name of a fragment that reaches itself through spreads, if any (graphql-js refuses those too, but only after Payload's own complexity count has recursed on them). */
function fragmentCycle(document: DocumentNode): string | undefined {
  const spreads = new Map<string, string[]>()
  const collect = (selectionSet: SelectionSetNode, into: string[]) => {
    for (const s of selectionSet.selections) {
      if (s.kind === Kind.FRAGMENT_SPREAD) into.push(s.name.value)
      else if (s.selectionSet) collect(s.selectionSet, into)
    }
  }
  for (const d of document.definitions) {
    if (d.kind !== Kind.FRAGMENT_DEFINITION) continue
    const into: string[] = []
    collect(d.selectionSet, into)
    spreads.set(d.name.value, into)
  }
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (name: string): string | undefined => {
    if (state.get(name) === 'done' || !spreads.has(name)) return undefined
    if (state.get(name) === 'visiting') return name
    state.set(name, 'visiting')
    for (const next of spreads.get(name)!) {
      const found = visit(next)
      if (found) return found
    }
    state.set(name, 'done')
    return undefined
  }
  for (const name of spreads.keys()) {
    const found = visit(name)
    if (found) return found
  }
  return undefined
}
