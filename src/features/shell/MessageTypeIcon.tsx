import type { MessageIcon } from '@/features/shell-content'
import { MegaphoneIcon, WarningIcon } from '@/lib/ui/icons'

/** The alert bar's and message banner's icon (spec 01 §2.6 CampaignAlert / WarningAlert); decorative. */
export function MessageTypeIcon({ icon }: { icon: MessageIcon }) {
  return icon === 'WarningAlert' ? <WarningIcon className="h-6 w-6 shrink-0" /> : <MegaphoneIcon className="h-6 w-6 shrink-0" />
}
