// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APP_SCRIPTS_ATTRIBUTE } from './app-scripts'
import { fetchLaterScripts } from './fetch-later'

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
  it('are fetched only once the page has hydrated, each once, one per idle moment', async () => {
    vi.useFakeTimers()
    addBlock('{"entry":"/assets/main.js","preloads":["/assets/main.js"]}')
    addBlock('{"preloads":["/assets/volunteer.js"],"later":["/assets/a.js","/assets/b.js"]}')
    addBlock('{"preloads":[],"later":["/assets/b.js","/assets/c.js"]}')
    fetchLaterScripts()
    await vi.advanceTimersByTimeAsync(5000)
    expect(preloaded()).toEqual([])

    document.documentElement.dataset.hydrated = 'true'
    await vi.advanceTimersToNextTimerAsync()
    expect(preloaded()).toEqual(['/assets/a.js'])
    await vi.advanceTimersToNextTimerAsync()
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js'])
  })
})
