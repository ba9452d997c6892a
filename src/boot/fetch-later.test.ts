import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_SCRIPTS_ATTRIBUTE } from './app-scripts'
import { fetchLaterScripts, laterScripts } from './fetch-later'

function addBlock(json: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.setAttribute(APP_SCRIPTS_ATTRIBUTE, 'true')
  block.textContent = json
  document.body.append(block)
}
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  )

afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  delete document.documentElement.dataset.hydrated
  vi.useRealTimers()
})

describe('the scripts of parts that hydrate later', () => {
  it('are read from every block of the page, once each', () => {
    addBlock('{"entry":"/assets/main.js","preloads":["/assets/main.js"]}')
    addBlock(
      '{"preloads":["/assets/volunteer.js"],"later":["/assets/SignupForm.js","/assets/formik.js"]}',
    )
    addBlock('{"preloads":[],"later":["/assets/formik.js"]}')
    expect(laterScripts()).toEqual(['/assets/SignupForm.js', '/assets/formik.js'])
  })

  it('are fetched only once the page has hydrated, in an idle moment', async () => {
    vi.useFakeTimers()
    addBlock('{"preloads":["/assets/volunteer.js"],"later":["/assets/SignupForm.js"]}')
    fetchLaterScripts()
    await vi.advanceTimersByTimeAsync(5000)
    expect(preloaded()).toEqual([])

    document.documentElement.dataset.hydrated = 'true'
    await vi.advanceTimersByTimeAsync(5000)
    expect(preloaded()).toEqual(['/assets/SignupForm.js'])
  })

  it('are fetched one per idle moment, so no single task starts them all', async () => {
    vi.useFakeTimers()
    addBlock('{"preloads":[],"later":["/assets/a.js","/assets/b.js","/assets/c.js"]}')
    document.documentElement.dataset.hydrated = 'true'
    fetchLaterScripts()
    expect(preloaded()).toEqual([])
    await vi.advanceTimersToNextTimerAsync()
    expect(preloaded()).toEqual(['/assets/a.js'])
    await vi.advanceTimersToNextTimerAsync()
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  })
})
