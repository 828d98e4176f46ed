'use client'

export function ReloadPageButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
      {label}
    </button>
  )
}
