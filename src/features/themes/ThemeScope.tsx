import type { CSSProperties, ReactNode } from 'react'

import { type ThemeKey, themeCssVariables } from '@/features/themes/themes'

/** Applies a brand theme's tokens to everything inside it. */
export function ThemeScope({ theme, children }: { theme: ThemeKey; children: ReactNode }) {
  return (
    <div data-theme={theme} style={themeCssVariables(theme) as CSSProperties} className="flex min-h-screen flex-col bg-background font-body text-foreground">
      {children}
    </div>
  )
}
