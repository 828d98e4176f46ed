export type MissingFormIdProps = { text: string }

/** Spec 03 §5 'Form embeds: a missing form id shows Missing FormId'. */
export function MissingFormId({ text }: MissingFormIdProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-6" data-testid="cms-form-missing">
      <p className="rounded-brand border border-dashed border-border p-4 text-muted">{text}</p>
    </section>
  )
}
