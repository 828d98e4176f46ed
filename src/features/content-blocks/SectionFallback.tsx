import type { Dictionary } from '@/features/dictionary'

import { ReloadPageButton } from './ReloadPageButton'

/**
 * Shown in place of a section that failed to render (spec 01 §2.2): 'Aj då', the explanation,
 * 'Prova ladda om sidan' and a reload button. Texts come from the dictionary, defaulting to the
 * spec's Swedish.
 */
export function SectionFallback({ dictionary }: { dictionary: Dictionary }) {
  return (
    <section role="alert" data-section-fallback="" className="mx-auto my-6 max-w-3xl px-4">
      <div className="rounded-brand border border-border bg-surface p-6 text-center">
        <h2 className="heading-h3 mb-2">{dictionary.t('sectionErrorHeading')}</h2>
        <p className="mb-1">{dictionary.t('sectionErrorText')}</p>
        <p className="mb-4 text-muted">{dictionary.t('sectionErrorRetryHint')}</p>
        <ReloadPageButton label={dictionary.t('sectionErrorReloadButton')} />
      </div>
    </section>
  )
}
