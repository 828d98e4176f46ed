/**
 * `template` with each `{name}` replaced by `values[name]`; unknown names stay as they are, so a
 * missing value shows rather than vanishing. The one placeholder rule of every dictionary text.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

/** A value for a finance disclaimer's placeholders (spec 02 §3), formatted for the page's language by the caller. */
export type PlaceholderValue = string | number

/** Replaces {0}, {1} … with `values[0]`, `values[1]` …: ("{0} kr", [12]) → "12 kr". */
export function fillNumberedPlaceholders(template: string, values: readonly PlaceholderValue[]): string {
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = values[Number(index)]
    return value === undefined ? placeholder : String(value)
  })
}

/** Replaces {name} with `values.name`: ("{months} mån", { months: 36 }) → "36 mån". */
export function fillNamedPlaceholders(template: string, values: Readonly<Record<string, PlaceholderValue | undefined>>): string {
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? placeholder : String(value)
  })
}
