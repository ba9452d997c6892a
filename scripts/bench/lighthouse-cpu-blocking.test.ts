import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import cpuBlockingAudit, {
  MAX_CPU_BLOCKING_MS,
  mainThreadBlocking,
} from './lighthouse-cpu-blocking'

const BLANK_RENDERER = 10
const PAGE_RENDERER = 20
const FRAME = 'MAIN'
const PAINT_AT = 1_000_000

/** A main-thread task of the page: start and lengths in milliseconds. */
const task = (
  startMs: number,
  wallMs: number,
  cpuMs: number,
  where = { pid: PAGE_RENDERER, tid: 21 },
) => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ...where,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
  args: {},
})

describe('mainThreadBlocking', () => {
  it('counts a task that waited for a core by the CPU it used, and by its wall time apart', () => {
    // 100 ms long, 5 ms of CPU: Lighthouse counts 4 x 100 - 50 = 350 ms; its CPU, 4 x 5 < 50.
    const result = mainThreadBlocking([task(1100, 100, 5)], PAINT_AT)
    expect(result).toEqual({ cpuMs: 0, wallMs: 350, tasks: 1 })
  })

  it('counts a task that really ran long as Lighthouse does', () => {
    const result = mainThreadBlocking([task(1100, 100, 100), task(1300, 20, 20)], PAINT_AT)
    // 4 x 100 - 50 = 350, and 4 x 20 - 50 = 30.
    expect(result.cpuMs).toBe(380)
    expect(result.wallMs).toBe(380)
  })

  it('fails rather than measure nothing', () => {
    const { tdur: _, ...withoutCpuTime } = task(1100, 10, 10)
    expect(() => mainThreadBlocking([withoutCpuTime], PAINT_AT)).toThrow(/thread CPU time/)
  })
})

/**
 * A trace as Chromium records a navigation from about:blank to the page, in another renderer,
 * with what Lighthouse's trace processing needs to find the page's main thread and its paint.
 */
function trace(tasks: ReturnType<typeof task>[], { paint = true } = {}) {
  const browser = { pid: 1, tid: 1, ph: 'I', cat: 'devtools.timeline' }
  const thread = (pid: number, tid: number, name: string) => ({
    name: 'thread_name',
    cat: '__metadata',
    ph: 'M',
    pid,
    tid,
    ts: 0,
    args: { name },
  })
  const url = 'http://127.0.0.1:4173/'
  return [
    {
      ...browser,
      name: 'TracingStartedInBrowser',
      ts: 0,
      args: { data: { frames: [{ frame: FRAME, url: 'about:blank', processId: BLANK_RENDERER }] } },
    },
    {
      ...browser,
      name: 'FrameCommittedInBrowser',
      ts: 10,
      args: { data: { frame: FRAME, url, processId: PAGE_RENDERER } },
    },
    thread(BLANK_RENDERER, 11, 'CrRendererMain'),
    thread(PAGE_RENDERER, 21, 'CrRendererMain'),
    thread(PAGE_RENDERER, 22, 'Compositor'),
    {
      name: 'navigationStart',
      cat: 'blink.user_timing',
      ph: 'R',
      pid: PAGE_RENDERER,
      tid: 21,
      ts: 100,
      args: { frame: FRAME, data: { documentLoaderURL: url, isLoadingMainFrame: true } },
    },
    ...(paint
      ? [
          {
            name: 'firstContentfulPaint',
            cat: 'loading,rail,devtools.timeline',
            ph: 'I',
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

const audit = (traceEvents: ReturnType<typeof trace>) =>
  cpuBlockingAudit.audit({ Trace: { traceEvents } } as never, { computedCache: new Map() } as never)

describe('the cpu-blocking-time audit', () => {
  it("counts the page's main thread after its first paint: not before, not other threads, not the blank page", async () => {
    const result = await audit(
      trace([
        task(100, 300, 300),
        task(1100, 300, 300, { pid: PAGE_RENDERER, tid: 22 }),
        task(1100, 300, 300, { pid: BLANK_RENDERER, tid: 11 }),
        task(990, 20, 20),
      ]),
    )
    // Only the task that runs over the paint (990 ms + 20 ms) counts: 4 x 20 - 50.
    expect(result).toMatchObject({ numericValue: 30, details: { tasks: 1 } })
  })

  it('reports the CPU-time sum, with the wall-time sum in its details, scored against the bar', async () => {
    // 4 x 70 - 50 = 230 of CPU, over the bar; 4 x 100 - 50 = 350 of wall time.
    expect(await audit(trace([task(1100, 100, 70)]))).toMatchObject({
      score: 0,
      numericValue: 230,
      details: { wallMs: 350, tasks: 1 },
    })
    expect(await audit(trace([task(1100, 100, 5)]))).toMatchObject({ score: 1, numericValue: 0 })
  })

  it('fails without a first contentful paint', async () => {
    await expect(audit(trace([task(1100, 10, 10)], { paint: false }))).rejects.toThrow()
  })

  it("has the bar lighthouserc.json asserts, on the median of a page's runs", () => {
    const { assertions } = JSON.parse(readFileSync('lighthouserc.json', 'utf8')).ci.assert
    expect(assertions[cpuBlockingAudit.meta.id]).toEqual([
      'error',
      { maxNumericValue: MAX_CPU_BLOCKING_MS, aggregationMethod: 'median' },
    ])
  })
})
