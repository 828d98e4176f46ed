/**
 * `template` with each `{name}` replaced by `values[name]`; unknown names stay as they are, so a
 * missing value shows rather than vanishing. The one placeholder rule of every dictionary text.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}
