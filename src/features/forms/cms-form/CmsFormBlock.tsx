import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { z } from 'zod'

import type { BlockComponentProps } from '@/features/content-blocks'
import { logger } from '@/lib/logger'

import { formMessages } from '../shared/form-texts'
import { cmsFormBlockData } from './cms-form-block'
import { cmsFormDocSchema, cmsFormFields, cmsFormName, safeRedirectUrl } from './cms-form-fields'
import type { CmsFormControl } from './CmsForm'
import { CmsFormLazy } from './CmsFormLazy'
import { MissingFormId } from './MissingFormId'

const lexicalState = z.object({ root: z.looseObject({ type: z.literal('root'), children: z.array(z.unknown()) }) })

/** An editor's rich text (a message field, the confirmation), or nothing when it is empty or broken. */
function richText(value: unknown) {
  const parsed = lexicalState.safeParse(value)
  if (!parsed.success || parsed.data.root.children.length === 0) return undefined
  return <RichText className="prose-content" data={parsed.data as unknown as SerializedEditorState} />
}

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)

/**
 * A CMS-built form block (issue item 3): heading, intro and the form's fields as a client form.
 * No form (never chosen, deleted, or of another site) shows 'Missing FormId' (spec 03 §5 'Form
 * embeds'), logged for the editors.
 */
export default function CmsFormBlock({ block, context }: BlockComponentProps) {
  const data = cmsFormBlockData.parse(block)
  const { dictionary: d, site } = context
  const form = cmsFormDocSchema.safeParse(data.form)
  const formSite = form.success ? idOf(form.data.site) : undefined
  if (!form.success || (formSite !== undefined && formSite !== null && String(formSite) !== String(site.id))) {
    logger.warn(
      { site: site.key, zone: context.zone, blockType: 'cmsForm', blockId: data.id, form: idOf(data.form) ?? null },
      'A form block has no form of this site; showing Missing FormId',
    )
    return <MissingFormId text={d.t('formsMissingFormId')} />
  }

  const { fields, dropped } = cmsFormFields(form.data.fields)
  if (dropped.length > 0) logger.warn({ site: site.key, form: form.data.id, dropped }, 'Form fields in an unknown shape are left out')
  const controls: CmsFormControl[] = fields.flatMap((field, index): CmsFormControl[] => {
    if (field.blockType !== 'message') return [{ kind: 'input', field }]
    const content = richText(field.message)
    return content ? [{ kind: 'message', key: `message-${index}`, content }] : []
  })
  const redirectUrl = form.data.confirmationType === 'redirect' ? safeRedirectUrl(form.data.redirect?.url) : undefined
  const confirmation = (form.data.confirmationType !== 'redirect' && richText(form.data.confirmationMessage)) || <p>{d.t('formsSuccess')}</p>
  const title = data.title?.trim()
  const headingId = title ? `cms-form-${data.id ?? form.data.id}-title` : undefined

  return (
    <section
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : form.data.title}
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8"
      data-form-id={form.data.id}
    >
      {title ? <h2 id={headingId}>{title}</h2> : null}
      {data.intro?.trim() ? <p className="text-lg whitespace-pre-line">{data.intro.trim()}</p> : null}
      <CmsFormLazy
        formName={cmsFormName(site.name, form.data.title)}
        label={form.data.title}
        labelledBy={headingId}
        controls={controls}
        confirmation={confirmation}
        redirectUrl={redirectUrl}
        texts={{
          submit: form.data.submitButtonLabel?.trim() || d.t('formsSubmit'),
          submitting: d.t('formsSubmitting'),
          requiredNote: d.t('formsRequiredNote'),
          error: d.t('formsError'),
          selectPlaceholder: d.t('formsSelectPlaceholder'),
          messages: formMessages(d),
        }}
      />
    </section>
  )
}
