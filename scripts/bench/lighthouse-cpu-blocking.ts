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
/** Lighthouse's mobile CPU slowdown (its default `cpuSlowdownMultiplier`). */
export const CPU_SLOWDOWN = 4
/** A task blocks input for what it lasts beyond this (Lighthouse's long-task threshold). */
export const LONG_TASK_MS = 50
/**
 * The bar: Lighthouse's mobile scoring gives total blocking time a score of 0.9 at 200 ms (its
 * `p10` control point), so a page within it loses nothing on blocking.
 */
export const MAX_CPU_BLOCKING_MS = 200

/** The fields of a Chrome trace event that this reads. */
export interface TraceEvent {
  name: string
  ph?: string
  pid: number
  tid: number
  ts: number
  /** Wall time, in microseconds. */
  dur?: number
  /** Thread CPU time, in microseconds. */
  tdur?: number
  args?: {
    name?: string
    frame?: string
    data?: {
      frame?: string
      url?: string
      processId?: number
      isOutermostMainFrame?: boolean
      frames?: { frame: string; url: string; processId: number; isOutermostMainFrame?: boolean }[]
    }
  }
}

export interface MainThreadBlocking {
  /** Blocking time from thread CPU time: what the page costs a phone's core. */
  cpuMs: number
  /** The same sum from wall time, unsimulated (Lighthouse's TBT simulates from these). */
  wallMs: number
  /** Main-thread tasks that ended after the first contentful paint. */
  tasks: number
}

const blockingMs = (durationUs: number) =>
  Math.max(0, (CPU_SLOWDOWN * durationUs) / 1000 - LONG_TASK_MS)

/** The page's main frame: its id, URL and renderer process, from the browser's own events. */
function mainFrame(events: readonly TraceEvent[]) {
  const committed = events.filter(
    (event) =>
      event.name === 'FrameCommittedInBrowser' && event.args?.data?.isOutermostMainFrame === true,
  )
  const last = committed.at(-1)?.args?.data
  if (last?.frame && last.url && last.processId !== undefined) {
    return { id: last.frame, url: last.url, pid: last.processId }
  }
  const started = events.find((event) => event.name === 'TracingStartedInBrowser')
  const frame = started?.args?.data?.frames?.find((candidate) => candidate.isOutermostMainFrame)
  if (!frame) throw new Error('The trace names no main frame')
  return { id: frame.frame, url: frame.url, pid: frame.processId }
}

/**
 * Blocking time after the first contentful paint, as Lighthouse counts it, from CPU time and from
 * wall time. A task that ends after the paint counts whole. Throws when the trace cannot answer
 * (no first paint, or tasks without CPU times), so an unmeasurable run fails instead of passing.
 */
export function mainThreadBlocking(events: readonly TraceEvent[]): MainThreadBlocking {
  const frame = mainFrame(events)
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === frame.pid &&
      event.args?.name === 'CrRendererMain',
  )
  if (!mainThread) throw new Error(`No main thread for the renderer of ${frame.url}`)
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === frame.pid &&
      event.args?.frame === frame.id,
  )
  if (!paint) throw new Error(`No first contentful paint in the trace of ${frame.url}`)
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.pid === frame.pid &&
      event.tid === mainThread.tid &&
      event.ts + (event.dur ?? 0) > paint.ts,
  )
  let cpuMs = 0
  let wallMs = 0
  for (const task of tasks) {
    if (task.tdur === undefined || task.dur === undefined) {
      throw new Error(`A task in the trace of ${frame.url} has no thread CPU time`)
    }
    cpuMs += blockingMs(task.tdur)
    wallMs += blockingMs(task.dur)
  }
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
  audit(artifacts: { Trace: { traceEvents: TraceEvent[] } }) {
    const { cpuMs, wallMs, tasks } = mainThreadBlocking(artifacts.Trace.traceEvents)
    return {
      score: cpuMs <= MAX_CPU_BLOCKING_MS ? 1 : 0,
      numericValue: cpuMs,
      numericUnit: 'millisecond',
      displayValue: `${cpuMs} ms (from wall time: ${wallMs} ms)`,
      details: { type: 'debugdata', wallMs, tasks },
    }
  },
}
