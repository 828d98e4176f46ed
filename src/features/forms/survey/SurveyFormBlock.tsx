import type { BlockComponentProps } from '@/features/content-blocks'

import { cmsFormView } from '../cms-form/cms-form-view'
import { CmsFormLazy } from '../cms-form/CmsFormLazy'
import { MissingFormId } from '../cms-form/MissingFormId'
import { surveyFormBlockData } from './survey-block'
import { SurveyEditOverlay } from './SurveyEditOverlay'

/**
 * The survey block (spec 03 §6; issue 36 item 3): heading, intro and the form's questions in a
 * card, sent as a lead like any form built in the CMS. In the editors' live preview
 * (`context.preview`) the 'Edit Mode / Preview to test the form' overlay covers it and the form is
 * inert; a visitor's page is rendered without both, so no visitor ever sees the overlay. No form
 * shows 'Missing FormId' (spec 03 §5).
 */
export default function SurveyFormBlock({ block, context }: BlockComponentProps) {
  const data = surveyFormBlockData.parse(block)
  const { dictionary: d } = context
  const view = cmsFormView(data.form, context, { type: 'surveyForm', id: data.id })
  if (!view) return <MissingFormId text={d.t('formsMissingFormId')} />

  const Heading = data.titleTag ?? 'h2'
  const headingId = `survey-${data.id ?? view.formId}-title`
  const editing = context.preview
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8" data-form-id={view.formId}>
      <Heading id={headingId}>{data.title?.trim() || view.title}</Heading>
      {data.intro?.trim() ? <p className="text-lg whitespace-pre-line">{data.intro.trim()}</p> : null}
      <div className="relative rounded-brand border border-border bg-surface p-4 sm:p-6" data-testid="survey-form">
        <div inert={editing || undefined}>
          <CmsFormLazy {...view.props} labelledBy={headingId} />
        </div>
        {editing ? <SurveyEditOverlay text={d.t('surveyEditModeOverlay')} /> : null}
      </div>
    </section>
  )
}
