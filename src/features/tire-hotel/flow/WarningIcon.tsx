/** The tyre warning (spec §4): a named image, beside a worn tyre and in the warning box. */
export function WarningIcon({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 24 24" className="inline h-5 w-5 shrink-0 fill-warning">
      <path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
    </svg>
  )
}
