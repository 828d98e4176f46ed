import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AlertBar } from './AlertBar'
import { MessageBanner } from './MessageBanner'
import type { SiteMessage } from '@/features/shell-content/shell-types'

const message = (over: Partial<SiteMessage> = {}): SiteMessage => ({
  title: 'Closed Friday',
  text: 'We open again Monday at 8.',
  type: 'Dark',
  icon: 'CampaignAlert',
  ...over,
})

const closeButton = /<button[^>]*aria-label="Close message"/

/** Runs the server HTML's pre-paint script against a fake page; returns the state it gave the bar. */
function runPrePaintScript(html: string, page: { cookie?: string; hiddenMessages?: string }): string | undefined {
  const source = html.match(/<script>([\s\S]*?)<\/script>/)?.[1]
  if (!source) return undefined
  let state: string | undefined
  const bar = { setAttribute: (name: string, value: string) => void (name === 'data-state' && (state = value)) }
  const document = { cookie: page.cookie ?? '', currentScript: { previousElementSibling: bar } }
  const sessionStorage = { getItem: (key: string) => (key === 'hidden-messages' ? (page.hiddenMessages ?? null) : null) }
  new Function('document', 'sessionStorage', source)(document, sessionStorage)
  return state
}

describe('AlertBar', () => {
  it('shows the title and text in a labelled region, open', () => {
    const html = renderToString(<AlertBar message={message()} closeLabel="Close message" />)
    expect(html).toContain('data-testid="alert-bar"')
    expect(html).toMatch(/role="region"[^>]*aria-label="Closed Friday"/)
    expect(html).toContain('data-state="shown"')
    expect(html).toContain('<strong class="mr-2 font-semibold">Closed Friday</strong>')
    expect(html).toContain('We open again Monday at 8.')
    expect(html).toMatch(closeButton)
  })

  it('has no close button for a Warning', () => {
    const html = renderToString(<AlertBar message={message({ type: 'Warning', icon: 'WarningAlert' })} closeLabel="Close message" />)
    expect(html).not.toMatch(closeButton)
    expect(html).not.toContain('<script')
  })

  it('renders nothing without text', () => {
    expect(renderToString(<AlertBar message={message({ text: ' ' })} closeLabel="Close message" />)).toBe('')
  })

  it('starts hidden before the first paint when closed within the last day', () => {
    const html = renderToString(<AlertBar message={message()} closeLabel="Close message" />)
    expect(runPrePaintScript(html, { cookie: 'consent=1; hideAlert=1' })).toBe('hidden')
    expect(runPrePaintScript(html, { cookie: 'consent=1' })).toBeUndefined()
  })

  it('uses the title, or the text without one, as the region name', () => {
    const html = renderToString(<AlertBar message={message({ title: undefined })} closeLabel="Close message" />)
    expect(html).toContain('aria-label="We open again Monday at 8."')
  })
})

describe('MessageBanner', () => {
  it('shows title, text and a close button, open', () => {
    const html = renderToString(<MessageBanner message={message({ type: 'Neutral' })} closeLabel="Close message" />)
    expect(html).toContain('data-testid="message-banner"')
    expect(html).toContain('data-state="shown"')
    expect(html).toContain('Closed Friday')
    expect(html).toMatch(closeButton)
  })

  it('has no close button for a Warning and is never hidden', () => {
    const html = renderToString(<MessageBanner message={message({ type: 'Warning' })} closeLabel="Close message" />)
    expect(html).not.toMatch(closeButton)
    expect(runPrePaintScript(html, { hiddenMessages: '["Closed Friday"]' })).toBeUndefined()
  })

  it('starts hidden before the first paint when closed earlier in the session', () => {
    const html = renderToString(<MessageBanner message={message()} closeLabel="Close message" />)
    expect(runPrePaintScript(html, { hiddenMessages: '["Summer sale","Closed Friday"]' })).toBe('hidden')
    expect(runPrePaintScript(html, { hiddenMessages: '["Summer sale"]' })).toBeUndefined()
    expect(runPrePaintScript(html, { hiddenMessages: 'garbage' })).toBeUndefined()
  })

  it('cannot be broken out of by a title containing a closing script tag', () => {
    const html = renderToString(<MessageBanner message={message({ title: 'Sale</script><script>alert(1)</script>' })} closeLabel="Close message" />)
    expect(html.match(/<script>/g)).toHaveLength(1)
    expect(runPrePaintScript(html, { hiddenMessages: JSON.stringify(['Sale</script><script>alert(1)</script>']) })).toBe('hidden')
  })
})
