'use client'

import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = { fallback: ReactNode; blockType: string; children: ReactNode }

/**
 * Catches errors thrown while a section renders in the browser (client islands, or a nested
 * server part that failed) so one broken section never takes the page down (spec 01 §2.2).
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Section "${this.props.blockType}" failed to render`, error, info.componentStack)
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
