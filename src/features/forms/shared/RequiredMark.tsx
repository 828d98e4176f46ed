/** The visual '*' of a required field; the control itself says "required" to assistive technology. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-warning">
      *
    </span>
  )
}
