/** The fallback shown where an image has no source (spec 01 §8, spec 02 missingImageText). */
export function MissingImage({ text }: { text: string }) {
  return (
    <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 rounded-brand bg-surface text-muted">
      <svg aria-hidden="true" viewBox="0 0 120 48" className="w-32 fill-none stroke-current" strokeWidth="3">
        <path d="M10 34h100M18 34l8-14h40l14 14M30 20l6-8h26l10 8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="32" cy="36" r="7" />
        <circle cx="88" cy="36" r="7" />
      </svg>
      <span className="text-sm">{text}</span>
    </div>
  )
}
