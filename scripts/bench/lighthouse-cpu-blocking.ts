// Main-thread blocking time of one Lighthouse run, counted from the CPU time the page's main
// thread used instead of the wall-clock time its tasks lasted.
//
// Why: Lighthouse's total blocking time sums, for every main-thread task after the first paint,
// the part of (task duration x 4, its mobile CPU slowdown) beyond 50 ms. The duration is wall
// time. On a machine whose cores are shared (the CI's 2-core virtual machines, where Lighthouse,
// the browser's other processes and the trace recorder keep both cores busy), a task that used
// 5 ms of CPU can last 40 ms because it was waiting for a core, and Lighthouse counts 110 ms of
// blocking for it. The trace records each task's thread CPU time too (`tdur`), so the same sum
// over CPU time measures what the page costs a phone's core, whatever else this machine runs.
// docs/decisions.md ("Audits") has the measurements behind this.
import type { Artifacts, Trace } from 'lighthouse'
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js'
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js'

type ComputedContext = Artifacts.ComputedContext
/** Lighthouse's mobile CPU slowdown (its default `cpuSlowdownMultiplier`). */
const CPU_SLOWDOWN = 4
/** A task blocks input for what it lasts beyond this (Lighthouse's long-task threshold). */
const LONG_TASK_MS = 50
/**
 * The bar: Lighthouse's mobile scoring gives total blocking time a score of 0.9 at 200 ms (its
 * `p10` control point), so a page within it loses nothing on blocking.
 */
export const MAX_CPU_BLOCKING_MS = 200

/** The fields of a main-thread trace event that this reads. */
interface TraceEvent {
  name: string
  ph?: string
  ts: number
  /** Wall time, in microseconds. */
  dur?: number
  /** Thread CPU time, in microseconds. */
  tdur?: number
}

const blockingMs = (durationUs: number) =>
  Math.max(0, (CPU_SLOWDOWN * durationUs) / 1000 - LONG_TASK_MS)

/**
 * Blocking time after the first contentful paint (`paintTs`, in trace microseconds), as
 * Lighthouse counts it, from CPU time and from wall time, over the events of the page's main
 * thread. A task that ends after the paint counts whole. Throws when a task has no CPU time, so
 * an unmeasurable run fails instead of passing.
 */
export function mainThreadBlocking(mainThreadEvents: readonly TraceEvent[], paintTs: number) {
  const tasks = mainThreadEvents.filter(
    (event) =>
      event.ph === 'X' && event.name === 'RunTask' && event.ts + (event.dur ?? 0) > paintTs,
  )
  let cpuMs = 0
  let wallMs = 0
  for (const task of tasks) {
    if (task.tdur === undefined || task.dur === undefined) {
      throw new Error('A main-thread task in the trace has no thread CPU time')
    }
    cpuMs += blockingMs(task.tdur)
    wallMs += blockingMs(task.dur)
  }
  // From CPU time, what the page costs a phone's core; from wall time, what Lighthouse's own
  // blocking time is simulated from; and the main-thread tasks that ended after the paint.
  return { cpuMs: Math.round(cpuMs), wallMs: Math.round(wallMs), tasks: tasks.length }
}

/**
 * The Lighthouse audit `cpu-blocking-time` (added to every run by lighthouse-settings.ts; its bar
 * and its median over a page's runs are asserted in lighthouserc.json). A plain object, not a
 * subclass of Lighthouse's Audit: Lighthouse only calls `meta` and `audit`.
 */
export default {
  meta: {
    id: 'cpu-blocking-time',
    title: 'Main-thread blocking time, counted from CPU time',
    failureTitle: `Main-thread blocking time over ${MAX_CPU_BLOCKING_MS} ms of CPU`,
    description:
      "Total blocking time after the first contentful paint, summed as Lighthouse sums it but over each task's thread CPU time (scripts/bench/lighthouse-cpu-blocking.ts).",
    requiredArtifacts: ['Trace'],
  },
  async audit(artifacts: { Trace: Trace }, context: ComputedContext) {
    // Lighthouse's own trace processing finds the page's main thread (in whichever renderer the
    // navigation committed) and its first contentful paint, as for its own blocking time.
    const { mainThreadEvents } = await ProcessedTrace.request(artifacts.Trace, context)
    const { timestamps } = await ProcessedNavigation.request(artifacts.Trace, context)
    const { cpuMs, wallMs, tasks } = mainThreadBlocking(
      mainThreadEvents,
      timestamps.firstContentfulPaint,
    )
    return {
      score: cpuMs <= MAX_CPU_BLOCKING_MS ? 1 : 0,
      numericValue: cpuMs,
      numericUnit: 'millisecond',
      displayValue: `${cpuMs} ms (from wall time: ${wallMs} ms)`,
      details: { type: 'debugdata', wallMs, tasks },
    }
  },
}
