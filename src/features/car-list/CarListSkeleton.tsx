import { SKELETON_COUNT } from './list-display'

/** 24 placeholder cards while results load (spec 01 §2.14, spec 02 'Car list page'). */
export function CarListSkeleton({ count = SKELETON_COUNT }: { count?: number }) {
  return (
    <ul className="car-grid grid gap-4" aria-hidden="true" data-testid="car-list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-brand border border-border">
          <div className="aspect-[4/3] animate-pulse bg-surface motion-reduce:animate-none" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-surface motion-reduce:animate-none" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-surface motion-reduce:animate-none" />
            <div className="h-6 w-1/3 animate-pulse rounded bg-surface motion-reduce:animate-none" />
          </div>
        </li>
      ))}
    </ul>
  )
}
