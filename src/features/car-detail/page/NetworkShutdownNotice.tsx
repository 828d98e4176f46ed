import type { Dictionary } from '@/features/dictionary'

/**
 * The Swedish sites' 2G/3G notice box (spec 02 §1 "the Swedish sites: a 2G/3G notice"): older cars'
 * eCall and connected services may stop working when the networks close. Rendered only with
 * site.features.networkShutdownNotice; the texts are dictionary keys so each site can edit them.
 */
export function NetworkShutdownNotice({ dictionary: { t } }: { dictionary: Dictionary }) {
  return (
    <div role="note" data-testid="network-shutdown-notice" className="rounded-brand border-l-4 border-warning bg-surface p-4 text-sm">
      <p className="font-semibold">{t('carNetworkShutdownTitle')}</p>
      <p className="mt-1">{t('carNetworkShutdownText')}</p>
    </div>
  )
}
