export type FormAlertProps = { children: string }

/** A form-level error (spec 03 §8: the form's failure text), announced when it appears. */
export function FormAlert({ children }: FormAlertProps) {
  return (
    <p role="alert" className="rounded-brand border-2 border-warning bg-background p-3 font-medium text-warning">
      {children}
    </p>
  )
}
