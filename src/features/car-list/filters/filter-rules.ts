import { fillText } from '@/lib/fill-text'
import { formatTypedWholeNumber, formatWholeNumber } from '@/lib/number-format'
import { foldText } from '@/lib/text-folding'
import type { PluralText } from '@/features/dictionary'
import type { FacetValueNode } from '@/integrations/search/search-contract'

import type { CarListQuery, FacetConfig } from '../car-list-types'
import { HIERARCHY_SEPARATOR, hierarchyLeaf, hierarchyParent, isHierarchyFacet, withKeyphrase, withoutFilter, withRange } from '../query-state'
import type { RangeValue } from '../range-slider'

/**
 * Pure rules of the car list's filter UI (spec 02 'Car list page', §3 query state, §4 filter
 * panel states, §5 range slider, §9): active filter chips, the facet value text search, the
 * 'show all' cut, number formatting for the range facet, and the filter layout (toggle, sticky,
 * drawer) with its session-storage choice.
 */

/** The filter UI's texts (dictionary entries; `{name}` placeholders are filled in here). */
export type CarListFilterTexts = {
  /** Heading of the filter panel / drawer and the drawer's open button. */
  filters: string
  /** Toggle / sticky panel button while closed and open. */
  showFilters: string
  hideFilters: string
  /** The drawer's close button (aria-label). */
  closeFilters: string
  clearAll: string
  /** A chip's button: '{label}' is the chip's text ('Remove {label}'). */
  removeFilter: string
  /** The keyphrase chip's text: '{keyphrase}' ('“{keyphrase}”'). */
  keyphraseChip: string
  /** The keyphrase box: its label, placeholder, submit button and clear button. */
  search: string
  searchPlaceholder: string
  searchButton: string
  clearSearch: string
  /** A facet's own text search (10+ values): '{label}' is the facet label ('Search {label}'). */
  searchInFacet: string
  /** No facet value matches the facet's text search. */
  noFacetMatches: string
  /** 'Show all ({count})' below the first 8 values; 'Show fewer' once open. */
  showAll: string
  showFewer: string
  sortLabel: string
  /** The hit counter: '{count} cars', '{count} car' for one ('10000+' from 10000 on). */
  hits: PluralText
  /** The drawer's close-and-see button: 'Show {count} cars'. */
  showResults: PluralText
  /** Range ends ('from', 'to'): input labels and the range chip ('Price: from 100 000 to 200 000'). */
  from: string
  to: string
  /** Boolean facet values 'true' / 'false' unless `booleanLabels` names them for the facet. */
  yes: string
  no: string
  /** Value labels per boolean facet name, e.g. car_has_privateleasing: { yes: 'Private leasing', no: 'No private leasing' }. */
  booleanLabels?: Readonly<Record<string, { yes: string; no: string }>>
  /** The layout switcher: group label and its two buttons (spec 02 'Car list page' filterType). */
  filterLayout: string
  filterLayoutSticky: string
  filterLayoutToggle: string
}

// Shared placeholder rule, re-exported for this feature's components.
export { fillText }

/** A whole number as the page's language writes it ('100 000' in sv-SE, '100,000' in en-GB). */
export function formatFilterNumber(value: number, languageTag: string): string {
  return formatWholeNumber(value, languageTag)
}

/**
 * A number for the range facet's text boxes: grouped only where the language groups with a
 * space (sv, nb, fi, sk), since a typed ',' or '.' reads as a decimal point (spec 02 §5 "Typed
 * numbers have spaces removed and parse as whole numbers"): '100 000' in sv-SE, '100000' in en-GB.
 */
export function formatTypedNumber(value: number, languageTag: string): string {
  return formatTypedWholeNumber(value, languageTag, Math.trunc)
}

// Facet value text search (spec 02 'Car list page', §9 "Facet text search shown at 10 or more values").

/** The text search's form of a value: case and diacritics folded ('Škoda' → 'skoda'), spaces collapsed. */
export const foldFacetText = (text: string): string => foldText(text).replace(/\s+/gu, ' ').trim()

/** Whether a facet value's text contains the visitor's search, ignoring case and diacritics. */
export function facetValueMatches(text: string, search: string): boolean {
  const needle = foldFacetText(search)
  return needle === '' || foldFacetText(text).includes(needle)
}

/**
 * The values a facet's text search leaves: values whose text matches; in a hierarchy a parent
 * that matches keeps all its children, a parent that does not stays when one of its children
 * matches, with only those children. An empty search leaves every value.
 */
export function filterFacetValues(values: readonly FacetValueNode[], search: string): FacetValueNode[] {
  if (foldFacetText(search) === '') return [...values]
  const kept: FacetValueNode[] = []
  for (const node of values) {
    if (facetValueMatches(node.text, search)) {
      kept.push(node)
      continue
    }
    const children = (node.children ?? []).filter((child) => facetValueMatches(child.text, search))
    if (children.length > 0) kept.push({ ...node, children })
  }
  return kept
}

/** The filter value of a hierarchy child: 'Volvo' + 'XC60' → 'Volvo>XC60' (spec 02 §9 separator '>'). */
export const hierarchyValue = (parent: string, child: string): string => `${parent}${HIERARCHY_SEPARATOR}${child}`

/**
 * The facet's values with every selected value in them (count 0 when the results lack it), so a
 * selection can always be unticked where it was ticked. Hierarchy values go under their parent.
 */
export function withSelectedValues(values: readonly FacetValueNode[], selected: readonly string[], hierarchy: boolean): FacetValueNode[] {
  const nodes = values.map((node) => (node.children ? { ...node, children: [...node.children] } : { ...node }))
  const byText = new Map(nodes.map((node) => [node.text, node]))
  for (const value of selected) {
    const parentText = hierarchy ? hierarchyParent(value) : value
    let parent = byText.get(parentText)
    if (!parent) {
      parent = hierarchy ? { text: parentText, count: 0, children: [] } : { text: parentText, count: 0 }
      nodes.push(parent)
      byText.set(parentText, parent)
    }
    const leaf = hierarchy ? hierarchyLeaf(value) : undefined
    if (leaf === undefined) continue
    const children = parent.children ?? []
    parent.children = children
    if (!children.some((child) => child.text === leaf)) children.push({ text: leaf, count: 0 })
  }
  return nodes
}

/** spec 02 'Car list page' facet lists: the first 8 values, the rest behind 'show all'. */
export const FACET_VISIBLE_VALUES = 8

/**
 * The values a facet list shows: all of them when opened ('show all') or while searching, else
 * the first 8 plus any selected value further down (a selection never hides).
 */
export function visibleFacetValues<T>(
  values: readonly T[],
  options: { showAll: boolean; isSelected: (value: T) => boolean; limit?: number },
): { visible: T[]; hiddenCount: number } {
  const limit = options.limit ?? FACET_VISIBLE_VALUES
  if (options.showAll || values.length <= limit) return { visible: [...values], hiddenCount: 0 }
  const visible = values.filter((value, index) => index < limit || options.isSelected(value))
  return { visible, hiddenCount: values.length - visible.length }
}

// Active filter chips (spec 02 'Car list page' "active filter chips").

export type FilterChip =
  | { kind: 'keyphrase'; key: string; label: string }
  | { kind: 'value'; key: string; facetName: string; value: string; label: string }
  | { kind: 'range'; key: string; facetName: string; label: string }

/** A boolean facet value's label: the facet's own labels when the texts name them, else yes/no. */
export function booleanValueLabel(facetName: string, value: string, texts: Pick<CarListFilterTexts, 'yes' | 'no' | 'booleanLabels'>): string {
  const own = texts.booleanLabels?.[facetName]
  const yes = value === 'true'
  return own ? (yes ? own.yes : own.no) : yes ? texts.yes : texts.no
}

/** 'from 100 000 to 300 000', 'from 100 000', 'to 300 000' (open ends left out). */
export function rangeLabel(range: Readonly<RangeValue>, texts: Pick<CarListFilterTexts, 'from' | 'to'>, languageTag: string): string {
  const [min, max] = range
  const parts: string[] = []
  if (min !== null) parts.push(`${texts.from} ${formatFilterNumber(min, languageTag)}`)
  if (max !== null) parts.push(`${texts.to} ${formatFilterNumber(max, languageTag)}`)
  return parts.join(' ')
}

/**
 * One chip per selected value and per range, in the facets' configured order (selections of
 * facets the config lacks, such as brand/model from the path, after them), the keyphrase first.
 * Hierarchy values show their leaf ('XC60'), booleans yes/no with the facet label unless the
 * facet has its own value labels, ranges 'Price: from X to Y'.
 */
export function activeFilterChips(
  query: CarListQuery,
  facets: readonly FacetConfig[],
  texts: Pick<CarListFilterTexts, 'yes' | 'no' | 'booleanLabels' | 'from' | 'to' | 'keyphraseChip'>,
  languageTag: string,
): FilterChip[] {
  const chips: FilterChip[] = []
  if (query.keyphrase.trim() !== '')
    chips.push({ kind: 'keyphrase', key: 'keyphrase', label: fillText(texts.keyphraseChip, { keyphrase: query.keyphrase.trim() }) })

  const configured = new Map(facets.map((facet) => [facet.name, facet]))
  const names = [...new Set([...facets.map((f) => f.name), ...Object.keys(query.filters), ...Object.keys(query.ranges)])]
  for (const name of names) {
    const facet = configured.get(name)
    const range = query.ranges[name]
    if (range && (facet === undefined || facet.kind === 'range') && (range[0] !== null || range[1] !== null)) {
      const label = rangeLabel(range, texts, languageTag)
      chips.push({ kind: 'range', key: `${name}:range`, facetName: name, label: facet ? `${facet.label}: ${label}` : label })
    }
    if (facet?.kind === 'range') continue
    for (const value of query.filters[name] ?? []) {
      chips.push({ kind: 'value', key: `${name}:${value}`, facetName: name, value, label: valueChipLabel(facet, name, value, texts) })
    }
  }
  return chips
}

function valueChipLabel(
  facet: FacetConfig | undefined,
  facetName: string,
  value: string,
  texts: Pick<CarListFilterTexts, 'yes' | 'no' | 'booleanLabels'>,
): string {
  if (facet?.kind === 'boolean') {
    const label = booleanValueLabel(facetName, value, texts)
    return texts.booleanLabels?.[facetName] ? label : `${facet.label}: ${label}`
  }
  if (facet?.kind === 'hierarchy' || isHierarchyFacet(facetName)) return hierarchyLeaf(value) ?? value
  return value
}

/** The query without a chip's selection (a brand chip takes its models with it, spec 02 §4: page back to 0). */
export function queryWithoutChip(query: CarListQuery, chip: FilterChip): CarListQuery {
  if (chip.kind === 'keyphrase') return withKeyphrase(query, '')
  if (chip.kind === 'range') return withRange(query, chip.facetName, null)
  return withoutFilter(query, chip.facetName, chip.value)
}

// The filter layout (spec 02 'Car list page', §4, §9).

/** The two desktop layouts, as session storage 'filterType' holds them. */
export type FilterType = 'Sticky' | 'Toggle'
/** Where the filters are: below 1024 px always the drawer. */
export type EffectiveFilterLayout = FilterType | 'Drawer'

/** spec 02 §9 "Session storage keys: filterType". */
export const FILTER_TYPE_STORAGE_KEY = 'filterType'

/** spec 02 §9 "Sticky filter forced off below 1024 px" (and the drawer takes over there). */
export const FILTER_DESKTOP_MIN_WIDTH = 1024
export const FILTER_DESKTOP_QUERY = `(min-width: ${FILTER_DESKTOP_MIN_WIDTH}px)`

export const isFilterDesktopWidth = (viewportWidth: number): boolean => viewportWidth >= FILTER_DESKTOP_MIN_WIDTH

/** The stored choice: exactly 'Sticky' or 'Toggle'; anything else (missing, garbage) is the fallback. */
export function parseFilterType(stored: string | null | undefined, fallback: FilterType): FilterType {
  return stored === 'Sticky' || stored === 'Toggle' ? stored : fallback
}

/** The desktop layout: the visitor's stored choice only where the site offers the switcher, else the site's default. */
export function chosenFilterType(stored: string | null | undefined, defaultLayout: FilterType, allowLayoutSwitch: boolean): FilterType {
  return allowLayoutSwitch ? parseFilterType(stored, defaultLayout) : defaultLayout
}

/** The layout in effect: the chosen one from 1024 px on, the drawer below (sticky forced off). */
export function effectiveFilterLayout(choice: FilterType, isDesktop: boolean): EffectiveFilterLayout {
  return isDesktop ? choice : 'Drawer'
}
