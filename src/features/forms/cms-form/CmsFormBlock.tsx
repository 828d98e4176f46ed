import type { BlockComponentProps } from '@/features/content-blocks'

import { cmsFormBlockData } from './cms-form-block'
import { cmsFormView } from './cms-form-view'
import { CmsFormLazy } from './CmsFormLazy'
import { MissingFormId } from './MissingFormId'

/**
 * A CMS-built form block (issue item 3): heading, intro and the form's fields as a client form.
 * No form (never chosen, deleted, or of another site) shows 'Missing FormId' (spec 03 §5 'Form
 * embeds'), logged for the editors.
 */
export default function CmsFormBlock({ block, context }: BlockComponentProps) {
  const data = cmsFormBlockData.parse(block)
  const view = cmsFormView(data.form, context, { type: 'cmsForm', id: data.id })
  if (!view) return <MissingFormId text={context.dictionary.t('formsMissingFormId')} />

  const title = data.title?.trim()
  const headingId = title ? `cms-form-${data.id ?? view.formId}-title` : undefined
  return (
    <section
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : view.title}
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8"
      data-form-id={view.formId}
    >
      {title ? <h2 id={headingId}>{title}</h2> : null}
      {data.intro?.trim() ? <p className="text-lg whitespace-pre-line">{data.intro.trim()}</p> : null}
      <CmsFormLazy {...view.props} labelledBy={headingId} />
    </section>
  )
}
