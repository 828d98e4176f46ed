import { scriptJson } from '../script-json'

/**
 * A schema.org block for search engines: `<script type="application/ld+json">` with the data as
 * script-safe JSON (`scriptJson`). A data block, not script: the page's script policy does not apply
 * and it needs no nonce. Renders on the server and the client alike.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}
