import type { Dictionary } from '@/features/dictionary'

export type ExtraLinkBlocksProps = { dictionary: Dictionary; carListHref: string }

/**
 * The Swedish sites' extra link blocks (spec 02 §1 "extra link blocks"): book a test drive and
 * request a quote jump to the contact form, whose hash anchors pre-tick the choice (spec 02
 * 'Car detail page' Hash anchors #contact-testdrive, #contact-quote), and the car list.
 */
export function ExtraLinkBlocks({ dictionary: { t }, carListHref }: ExtraLinkBlocksProps) {
  const links = [
    { href: '#contact-testdrive', label: t('carDetailBookTestDrive') },
    { href: '#contact-quote', label: t('carDetailRequestQuote') },
    { href: carListHref, label: t('carDetailAllCars') },
  ]
  return (
    <ul data-testid="extra-link-blocks" className="grid gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="flex min-h-11 items-center justify-between gap-2 rounded-brand border border-border px-4 py-3 font-semibold hover:border-foreground hover:underline"
          >
            {link.label}
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
