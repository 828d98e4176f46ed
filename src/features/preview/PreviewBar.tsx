/** The strip that tells an editor they are looking at drafts, with the way out. */
export function PreviewBar({ label, exitLabel, exitHref }: { label: string; exitLabel: string; exitHref: string }) {
  return (
    <div className="flex items-center justify-between gap-4 bg-foreground px-4 py-2 text-sm text-background">
      <span>{label}</span>
      <a href={exitHref} data-preview-allow="" className="underline underline-offset-2">
        {exitLabel}
      </a>
    </div>
  )
}
