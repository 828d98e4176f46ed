import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { z } from 'zod'

import type { BlockContext } from '@/features/content-blocks'
import { logger } from '@/lib/logger'

import { formMessages } from '../shared/form-texts'
import { cmsFormDocSchema, cmsFormFields, cmsFormName, safeRedirectUrl } from './cms-form-fields'
import type { CmsFormControl, CmsFormProps } from './CmsForm'

const lexicalState = z.object({ root: z.looseObject({ type: z.literal('root'), children: z.array(z.unknown()) }) })

/** An editor's rich text (a message field, the confirmation), or nothing when it is empty or broken. */
function cmsRichText(value: unknown) {
  const parsed = lexicalState.safeParse(value)
  if (!parsed.success || parsed.data.root.children.length === 0) return undefined
  return <RichText className="prose-content" data={parsed.data as unknown as SerializedEditorState} />
}

const idOf = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)

/** A CMS form ready to render: the client form's props (all but how it is labelled) and the form's id and title. */
export type CmsFormView = {
  formId: number | string
  title: string
  props: Omit<CmsFormProps, 'labelledBy' | 'onSuccess' | 'sendOptions'>
}

/**
 * The form a block points at (its relationship, populated), as the client form's props: fields
 * parsed one by one (unknown shapes left out and logged), the editor's texts rendered on the
 * server, the spec 03 §7 formName. Undefined (logged for the editors) when there is no form of the
 * page's site: never chosen, deleted, or another site's; the block then shows 'Missing FormId'
 * (spec 03 §5 'Form embeds').
 */
export function cmsFormView(value: unknown, context: BlockContext, block: { type: string; id?: string | null }): CmsFormView | undefined {
  const { dictionary: d, site } = context
  const form = cmsFormDocSchema.safeParse(value)
  const formSite = form.success ? idOf(form.data.site) : undefined
  if (!form.success || (formSite !== undefined && formSite !== null && String(formSite) !== String(site.id))) {
    logger.warn(
      { site: site.key, zone: context.zone, blockType: block.type, blockId: block.id ?? null, form: idOf(value) ?? null },
      'A form block has no form of this site; showing Missing FormId',
    )
    return undefined
  }
  const { fields, dropped } = cmsFormFields(form.data.fields)
  if (dropped.length > 0) logger.warn({ site: site.key, form: form.data.id, dropped }, 'Form fields in an unknown shape are left out')
  const controls: CmsFormControl[] = fields.flatMap((field, index): CmsFormControl[] => {
    if (field.blockType !== 'message') return [{ kind: 'input', field }]
    const content = cmsRichText(field.message)
    return content ? [{ kind: 'message', key: `message-${index}`, content }] : []
  })
  const redirectUrl = form.data.confirmationType === 'redirect' ? safeRedirectUrl(form.data.redirect?.url) : undefined
  const confirmation = (form.data.confirmationType !== 'redirect' && cmsRichText(form.data.confirmationMessage)) || <p>{d.t('formsSuccess')}</p>
  return {
    formId: form.data.id,
    title: form.data.title,
    props: {
      formName: cmsFormName(site.name, form.data.title),
      label: form.data.title,
      controls,
      confirmation,
      redirectUrl,
      texts: {
        submit: form.data.submitButtonLabel?.trim() || d.t('formsSubmit'),
        submitting: d.t('formsSubmitting'),
        requiredNote: d.t('formsRequiredNote'),
        error: d.t('formsError'),
        selectPlaceholder: d.t('formsSelectPlaceholder'),
        messages: formMessages(d),
      },
    },
  }
}
