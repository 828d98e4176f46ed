import type { MessageIcon } from '@/features/shell-content'

/** The alert bar's and message banner's icon (spec 01 §2.6 CampaignAlert / WarningAlert); decorative. */
export function MessageTypeIcon({ icon }: { icon: MessageIcon }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon === 'WarningAlert' ? (
        <>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </>
      ) : (
        <>
          <path d="M3 10v4a1 1 0 0 0 1 1h3l10 5V4L7 9H4a1 1 0 0 0-1 1z" />
          <path d="M7 15l1.5 5h2.5l-1-4.2M20.5 9.5a3.5 3.5 0 0 1 0 5" />
        </>
      )}
    </svg>
  )
}
