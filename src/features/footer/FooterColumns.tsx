import type { FooterContent } from '@/features/shell-content'

import { footerColumnsLayout, footerGridClass, footerSpanClass } from './footer-layout'
import { type CopyTexts, FooterLink } from './FooterLink'

type Props = { columns: FooterContent['columns']; copyTexts: CopyTexts }

/** The link columns in a grid of 2 or 4; short columns span 2 (spec 01 §2.5, §9; footer-layout.ts). */
export function FooterColumns({ columns, copyTexts }: Props) {
  const layout = footerColumnsLayout(columns)
  return (
    <div className={`grid gap-x-8 gap-y-10 ${footerGridClass[layout.gridColumns]}`}>
      {columns.map((column, index) => (
        <div key={index} className={footerSpanClass[layout.spans[index] ?? 1]}>
          {column.title ? <h2 className="mb-3 text-base font-semibold">{column.title}</h2> : null}
          {column.description ? <p className="mb-3 text-sm whitespace-pre-line text-footer-foreground/80">{column.description}</p> : null}
          <ul className="space-y-2 text-sm">
            {column.items.map((item, itemIndex) => (
              <li key={`${item.href}-${itemIndex}`}>
                <FooterLink link={item} copyTexts={copyTexts} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
