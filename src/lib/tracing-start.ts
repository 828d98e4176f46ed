import { resourceFromAttributes } from '@opentelemetry/resources'
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'

import { onShutdown } from './shutdown'
import { markTracingOn } from './tracing'

/**
 * Registers this process's tracer provider (issue 40 item 2): spans go in batches to the OTLP/HTTP
 * collector the standard variables name (OTEL_EXPORTER_OTLP_ENDPOINT, or _TRACES_ENDPOINT; headers
 * in OTEL_EXPORTER_OTLP_HEADERS), as `OTEL_SERVICE_NAME` (default `showroom`); `exporter` replaces
 * that (a test's in-memory exporter). Next's spans (the request, its render) use the provider once
 * it is registered; the database statements become spans under them (lib/tracing.ts). Loaded only
 * when tracing is configured, so a server without it never loads the SDK. What is still batched
 * at shutdown is sent before the process exits.
 */
export function startTracing(exporter: SpanExporter = new OTLPTraceExporter()): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || 'showroom', 'process.pid': process.pid }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  })
  provider.register()
  markTracingOn()
  onShutdown(() => provider.shutdown())
  return provider
}
