import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import cpuBlockingAudit, {
  MAX_CPU_BLOCKING_MS,
  mainThreadBlocking,
  type TraceEvent,
} from './lighthouse-cpu-blocking'

const BLANK_RENDERER = 10
const PAGE_RENDERER = 20
const FRAME = 'MAIN'
const PAINT_AT = 1_000_000

/** A trace as Chromium records a navigation from about:blank to the page, in another renderer. */
function trace(tasks: TraceEvent[], { paint = true } = {}): TraceEvent[] {
  return [
    {
      name: 'TracingStartedInBrowser',
      pid: 1,
      tid: 1,
      ts: 0,
      args: {
        data: {
          frames: [
            {
              frame: FRAME,
              url: 'about:blank',
              processId: BLANK_RENDERER,
              isOutermostMainFrame: true,
            },
          ],
        },
      },
    },
    {
      name: 'FrameCommittedInBrowser',
      pid: 1,
      tid: 1,
      ts: 10,
      args: {
        data: {
          frame: FRAME,
          url: 'http://127.0.0.1:4173/',
          processId: PAGE_RENDERER,
          isOutermostMainFrame: true,
        },
      },
    },
    {
      name: 'thread_name',
      ph: 'M',
      pid: BLANK_RENDERER,
      tid: 11,
      ts: 0,
      args: { name: 'CrRendererMain' },
    },
    {
      name: 'thread_name',
      ph: 'M',
      pid: PAGE_RENDERER,
      tid: 21,
      ts: 0,
      args: { name: 'CrRendererMain' },
    },
    {
      name: 'thread_name',
      ph: 'M',
      pid: PAGE_RENDERER,
      tid: 22,
      ts: 0,
      args: { name: 'Compositor' },
    },
    ...(paint
      ? [
          {
            name: 'firstContentfulPaint',
            pid: PAGE_RENDERER,
            tid: 21,
            ts: PAINT_AT,
            args: { frame: FRAME },
          },
        ]
      : []),
    ...tasks,
  ]
}

/** A main-thread task of the page: start and lengths in milliseconds. */
const task = (
  startMs: number,
  wallMs: number,
  cpuMs: number,
  where = { pid: PAGE_RENDERER, tid: 21 },
) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})

describe('mainThreadBlocking', () => {
  it('counts a task that waited for a core by the CPU it used, and by its wall time apart', () => {
    // 100 ms long, 5 ms of CPU: Lighthouse counts 4 x 100 - 50 = 350 ms; its CPU, 4 x 5 < 50.
    const result = mainThreadBlocking(trace([task(1100, 100, 5)]))
    expect(result).toEqual({ cpuMs: 0, wallMs: 350, tasks: 1 })
  })

  it('counts a task that really ran long as Lighthouse does', () => {
    const result = mainThreadBlocking(trace([task(1100, 100, 100), task(1300, 20, 20)]))
    // 4 x 100 - 50 = 350, and 4 x 20 - 50 = 30.
    expect(result.cpuMs).toBe(380)
    expect(result.wallMs).toBe(380)
  })

  it('leaves out tasks that ended before the first paint, other threads and the blank page', () => {
    const result = mainThreadBlocking(
      trace([
        task(100, 300, 300),
        task(1100, 300, 300, { pid: PAGE_RENDERER, tid: 22 }),
        task(1100, 300, 300, { pid: BLANK_RENDERER, tid: 11 }),
        task(990, 20, 20),
      ]),
    )
    // Only the task that runs over the paint (990 ms + 20 ms) counts: 4 x 20 - 50.
    expect(result).toMatchObject({ cpuMs: 30, tasks: 1 })
  })

  it('fails rather than measure nothing', () => {
    expect(() => mainThreadBlocking(trace([task(1100, 10, 10)], { paint: false }))).toThrow(
      /first contentful paint/,
    )
    const { tdur: _, ...withoutCpuTime } = task(1100, 10, 10)
    expect(() => mainThreadBlocking(trace([withoutCpuTime]))).toThrow(/thread CPU time/)
  })
})

describe('the cpu-blocking-time audit', () => {
  it('reports the CPU-time sum, with the wall-time sum in its details, scored against the bar', () => {
    const result = cpuBlockingAudit.audit({ Trace: { traceEvents: trace([task(1100, 100, 70)]) } })
    // 4 x 70 - 50 = 230 of CPU, over the bar; 4 x 100 - 50 = 350 of wall time.
    expect(result).toMatchObject({
      score: 0,
      numericValue: 230,
      details: { wallMs: 350, tasks: 1 },
    })
    const within = cpuBlockingAudit.audit({ Trace: { traceEvents: trace([task(1100, 100, 5)]) } })
    expect(within).toMatchObject({ score: 1, numericValue: 0 })
  })

  it("has the bar lighthouserc.json asserts, on the median of a page's runs", () => {
    const { assertions } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.assert
    expect(assertions[cpuBlockingAudit.meta.id]).toEqual([
      'error',
      { maxNumericValue: MAX_CPU_BLOCKING_MS, aggregationMethod: 'median' },
    ])
  })
})
