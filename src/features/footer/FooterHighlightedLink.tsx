import type { ShellLink } from '@/features/shell-content'

import { type CopyTexts, FooterLink } from './FooterLink'

/** The footer's one prominent call to action (spec 01 §3 Footer HighlightedLink), drawn as a button. */
export function FooterHighlightedLink({ link, copyTexts }: { link: ShellLink; copyTexts: CopyTexts }) {
  return (
    <div>
      <FooterLink link={link} copyTexts={copyTexts} className="btn-primary focus-visible:outline-footer-foreground" />
    </div>
  )
}
