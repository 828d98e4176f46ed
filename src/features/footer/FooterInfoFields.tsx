import type { FooterContent } from '@/features/shell-content'

import { infoFieldClass } from './footer-layout'

type Props = { fields: FooterContent['infoFields']; firstFullWidth: boolean }

/** The two free-text info blocks (spec 01 §3 Footer InfoField1/2 Heading and Text). */
export function FooterInfoFields({ fields, firstFullWidth }: Props) {
  if (!fields.some((field) => field.heading || field.text)) return null
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {fields.map((field, index) =>
        field.heading || field.text ? (
          <div key={index} className={infoFieldClass(index, firstFullWidth)}>
            {field.heading ? <h2 className="mb-2 text-base font-semibold">{field.heading}</h2> : null}
            {field.text ? <p className="text-sm whitespace-pre-line text-footer-foreground/80">{field.text}</p> : null}
          </div>
        ) : null,
      )}
    </div>
  )
}
