import { processSingleton } from './process-singleton'

/**
 * Work a process finishes before it exits on SIGTERM (issue 40: graceful shutdown): the outboxes'
 * deliveries in flight, so a claimed lead is delivered and marked rather than left to its claim's
 * expiry on another process. The HTTP entry (src/server.ts) stops accepting, lets requests in
 * flight end, then runs these. One list per process: the entry and Next's bundles each load a copy
 * of this module.
 */
const tasks = processSingleton<Set<() => Promise<void>>>('ShutdownTasks')
const draining = processSingleton<{ since: number }>('ShutdownDraining')

/** The process is going (SIGTERM): /healthz says so, while requests are still served, until it closes. */
export function startDraining(now = Date.now()): void {
  draining.getOrCreate(() => ({ since: now }))
}

export function isDraining(): boolean {
  return draining.get() !== undefined
}

/** Runs `task` at shutdown (each once; a task that throws does not stop the others). */
export function onShutdown(task: () => Promise<void>): void {
  tasks.getOrCreate(() => new Set()).add(task)
}

/** Runs every shutdown task at once; resolves when all have ended or after `limitMs`. */
export async function runShutdownTasks(limitMs: number): Promise<void> {
  const pending = [...(tasks.get() ?? [])].map((task) => task().catch(() => undefined))
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, limitMs).unref())])
}
