/**
 * JSON text to write inside an inline `<script>` element (JSON-LD, or a value in a small script):
 * every '<' becomes `\u003c`, so a CMS or feed text containing `</script>` or `<!--` cannot end the
 * element or change how the browser parses it. JSON and JavaScript read `\u003c` back as '<'.
 * The one escaping rule for every inline script, so no copy can forget it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
