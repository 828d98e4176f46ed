export type CarListUnavailableProps = {
  title: string
  error: string
  retry: string
  /** The address as the visitor gave it: trying again reads it afresh. */
  retryHref: string
}

/**
 * The car list when its facet map is missing (spec 02 §8 "Missing facet map: error on the list"):
 * without the brand and model spellings the address cannot be read (is /bmw a brand or a word?),
 * so the list shows its error instead of cars for a guessed search. The retry is a link to the
 * same address, read afresh by the server (the page is not kept in the page cache).
 */
export function CarListUnavailable({ title, error, retry, retryHref }: CarListUnavailableProps) {
  return (
    <section aria-labelledby="car-list-heading" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 id="car-list-heading" className="mb-4">
        {title}
      </h1>
      <div role="alert" className="rounded-brand border border-border bg-surface p-6">
        <p className="mb-4">{error}</p>
        <a href={retryHref} className="btn-primary inline-block">
          {retry}
        </a>
      </div>
    </section>
  )
}
