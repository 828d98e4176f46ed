import { type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'

import { processSingleton } from './process-singleton'

/**
 * OpenTelemetry traces (issue 40 item 2), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then
 * instrumentation.ts registers a tracer provider at start (lib/tracing-start.ts), Next's own spans
 * (the request, the route's render) are recorded, and every database statement a render runs
 * becomes a child span of it (lib/sql-database.ts). Off, a statement costs one flag read here.
 */
const tracingOn = processSingleton<boolean>('TracingOn')

/** Marks tracing on in this process (the provider is registered). */
export function markTracingOn(): void {
  tracingOn.set(true)
}

/** The first word of a statement (SELECT, INSERT, …): the span's name, low in cardinality. */
function operationOf(sql: string): string {
  return /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SQL'
}

/**
 * Runs `run` (one database statement) in a span `db <OPERATION>` under the active span (a page
 * render's), when tracing is on; `statement` is read only then.
 */
export function traceDatabaseStatement<T>(system: 'sqlite' | 'postgresql', statement: () => string, run: () => Promise<T>): Promise<T> {
  if (!tracingOn.get()) return run()
  const sql = statement()
  return trace
    .getTracer('showroom')
    .startActiveSpan(
      `db ${operationOf(sql)}`,
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': system, 'db.system': system, 'db.query.text': sql.slice(0, 1_000) } },
      async (span: Span) => {
        try {
          return await run()
        } catch (error) {
          span.recordException(error as Error)
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) })
          throw error
        } finally {
          span.end()
        }
      },
    )
}
