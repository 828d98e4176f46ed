export type SurveyEditOverlayProps = { text: string }

/**
 * Spec 03 §6: 'Content editors in page-editing mode see an "Edit Mode / Preview to test the form"
 * overlay on the survey form.' It covers the survey in the live preview (the form beneath is
 * inert, so nothing is sent from a draft); public pages never render it.
 */
export function SurveyEditOverlay({ text }: SurveyEditOverlayProps) {
  return (
    <div
      data-testid="survey-edit-overlay"
      className="absolute inset-0 z-10 flex items-center justify-center rounded-brand bg-background/80 p-4 backdrop-blur-[2px]"
    >
      <p className="rounded-brand border-2 border-dashed border-foreground bg-background px-4 py-3 text-center font-heading text-lg font-semibold text-foreground shadow-md">
        {text}
      </p>
    </div>
  )
}
