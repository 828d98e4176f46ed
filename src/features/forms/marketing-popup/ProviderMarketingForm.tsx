'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { CookieSettingsButton, useConsentChoice } from '@/features/consent'
import type { MarketingFormProvider } from '@/features/sites'

import { loadProviderScript, waitForProvider } from './provider-embed'

export type ProviderMarketingFormTexts = {
  /** Without marketing consent and no form of our own to show instead. */
  consentNeeded: string
  cookieSettings: string
  /** The provider's script did not load or start. */
  failed: string
}

export type ProviderMarketingFormProps = {
  provider: MarketingFormProvider
  formId: string
  /** The block's own form (built in the CMS): shown to visitors without marketing consent, and when the provider fails. */
  fallback?: ReactNode
  /** Once the provider says the form was sent. */
  onSubmitted: () => void
  texts: ProviderMarketingFormTexts
}

/**
 * The provider's form inside the popup (spec 03 §7), only for visitors who allow marketing cookies:
 * the provider's script is a marketing tool (it sets its own cookies), so it is not even fetched
 * before that. The others get the block's own form, or a line that says why there is no form with
 * the way to the cookie settings. The script is added once per page with the document's nonce
 * (provider-embed.ts); a script that does not load, or does not start within 10 s, is logged and
 * the fallback shows.
 */
export function ProviderMarketingForm({ provider, formId, fallback, onSubmitted, texts }: ProviderMarketingFormProps) {
  const choice = useConsentChoice()
  const allowed = choice?.marketing === true
  // The provider finds its target by a CSS selector: an id without useId's colons.
  const targetId = `marketing-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading')
  const submitted = useRef(onSubmitted)
  useEffect(() => {
    submitted.current = onSubmitted
  })

  useEffect(() => {
    if (!allowed) return
    let gone = false
    loadProviderScript(provider.scriptUrl)
      .then(() => waitForProvider())
      .then((create) => {
        if (gone) return
        create({
          portalId: provider.accountId,
          formId,
          ...(provider.region ? { region: provider.region } : {}),
          target: `#${targetId}`,
          onFormSubmitted: () => submitted.current(),
        })
        setState('shown')
      })
      .catch((error: unknown) => {
        console.error('[marketing-popup] The provider’s form could not be shown', { formId, error })
        if (!gone) setState('failed')
      })
    return () => {
      gone = true
    }
  }, [allowed, provider.scriptUrl, provider.accountId, provider.region, formId, targetId])

  if (!allowed || state === 'failed') {
    if (fallback) return <>{fallback}</>
    return (
      <div className="flex flex-col items-start gap-3" data-testid="marketing-popup-no-provider">
        <p>{allowed ? texts.failed : texts.consentNeeded}</p>
        {allowed ? null : (
          <CookieSettingsButton label={texts.cookieSettings} className="min-h-11 cursor-pointer text-link underline underline-offset-4 hover:no-underline" />
        )}
      </div>
    )
  }
  return <div id={targetId} aria-busy={state === 'loading'} data-testid="marketing-popup-provider-form" className="min-h-24" />
}
