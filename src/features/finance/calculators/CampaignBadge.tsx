export type CampaignBadgeProps = { label: string }

/** The 'Kampanj' badge of a campaign offer (car_has_campaign_*, is_campaign: spec 02 §3). */
export function CampaignBadge({ label }: CampaignBadgeProps) {
  return (
    <span
      data-testid="campaign-badge"
      className="inline-flex items-center self-start rounded-full bg-accent px-3 py-0.5 text-sm font-semibold text-accent-contrast"
    >
      {label}
    </span>
  )
}
