import type { ReactNode } from 'react'

/** A message of the flow: an error is an alert in the warning colour, information a status box. */
export function FlowMessage({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'font-medium text-warning' : 'rounded-brand bg-surface p-4'}>
      {children}
    </div>
  )
}
