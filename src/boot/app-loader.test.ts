// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
// The loader as the page carries it: bundled and minified by the build's inline-script plugin.
import APP_LOADER_SOURCE from './app-loader?inline-script'
import { APP_SCRIPTS_ATTRIBUTE, INTL_WARM_UP, LOAD_FALLBACK_MS } from './app-scripts'

/** A page's JSON blocks, as the prerender writes them into the body. */
function addBlocks() {
  for (const json of [
    '{"entry":"/assets/main.js","preloads":["/assets/main.js","/assets/react.js"]}',
    '{"preloads":["/assets/about.js"]}',
  ]) {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.setAttribute(APP_SCRIPTS_ATTRIBUTE, 'true')
    block.textContent = json
    document.body.append(block)
  }
}

// What the loader asks the browser for. Recorded instead of inserted: the test DOM would try to
// fetch the module itself.
let appended: Element[] = []
const requested = () => ({
  preloads: appended
    .filter((element) => element instanceof HTMLLinkElement && element.rel === 'modulepreload')
    .map((link) => link.getAttribute('href')),
  entries: appended
    .filter((element) => element instanceof HTMLScriptElement && element.type === 'module')
    .map((script) => script.getAttribute('src')),
})

// The workers it starts (the test DOM has none).
let workers: string[] = []

let readyState: DocumentReadyState = 'loading'
const runLoader = () => new Function(APP_LOADER_SOURCE)()
const load = () => {
  readyState = 'complete'
  window.dispatchEvent(new Event('load'))
}

beforeEach(() => {
  vi.useFakeTimers()
  readyState = 'loading'
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  )
  appended = []
  workers = []
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: string) {
        workers.push(url)
      }
    },
  )
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...nodes.filter((node) => node instanceof Element))
  })
  addBlocks()
})
afterEach(async () => {
  // Let every loader a test started finish, so none is left listening for the next test's load
  // or holding the next test's taps.
  load()
  document.documentElement.dataset.hydrated = 'true'
  await Promise.resolve()
  delete document.documentElement.dataset.hydrated
  vi.runAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the app loader every page inlines', () => {
  it('is one classic script, minified, with no module syntax left', () => {
    expect(APP_LOADER_SOURCE).not.toMatch(/\bimport\b|\bexport\b/)
    expect(APP_LOADER_SOURCE).not.toContain('\n')
    // Every page carries it.
    expect(APP_LOADER_SOURCE.length).toBeLessThan(1900)
  })

  it('requests nothing while the page is still loading', () => {
    runLoader()
    vi.advanceTimersByTime(2000)
    expect(requested()).toEqual({ preloads: [], entries: [] })
  })

  it('requests every listed module and the entry once the page has loaded and painted', () => {
    runLoader()
    load()
    expect(requested().entries).toEqual([])
    vi.advanceTimersByTime(20)
    expect(requested()).toEqual({
      preloads: ['/assets/main.js', '/assets/react.js', '/assets/about.js'],
      entries: ['/assets/main.js'],
    })
  })

  it('starts the worker that loads Intl’s locale data with the scripts, once', () => {
    runLoader()
    load()
    expect(workers).toEqual([])
    vi.advanceTimersByTime(20)
    vi.advanceTimersByTime(LOAD_FALLBACK_MS)
    expect(workers).toEqual([INTL_WARM_UP])
  })

  it('starts at once on a page that has already loaded', () => {
    readyState = 'complete'
    runLoader()
    vi.advanceTimersByTime(20)
    expect(requested().entries).toEqual(['/assets/main.js'])
  })

  it('does not wait more than 3 s for a load event held up by a slow image', () => {
    runLoader()
    vi.advanceTimersByTime(2990)
    expect(requested().entries).toEqual([])
    vi.advanceTimersByTime(30)
    expect(requested().entries).toEqual(['/assets/main.js'])
  })

  it('starts only once when both the load event and the fallback fire', () => {
    runLoader()
    load()
    vi.advanceTimersByTime(5000)
    expect(requested().entries).toHaveLength(1)
    expect(requested().preloads).toHaveLength(3)
  })
})

describe('taps before the app has hydrated', () => {
  it('holds a button click, marks the button, and replays it once the page is hydrated', async () => {
    runLoader()
    const button = document.createElement('button')
    button.textContent = 'Add to cart'
    document.body.append(button)
    const clicks: boolean[] = []
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented))

    // jsdom's click() is untrusted, so send what a real tap sends: a trusted click is what the
    // loader holds. isTrusted cannot be set, so stand in for it on this one event.
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    Object.defineProperty(tap, 'isTrusted', { value: true })
    button.dispatchEvent(tap)
    expect(clicks).toEqual([true])
    expect(button.hasAttribute('data-getting-ready')).toBe(true)

    document.documentElement.dataset.hydrated = 'true'
    await vi.waitFor(() => expect(clicks).toEqual([true, false]))
    expect(button.hasAttribute('data-getting-ready')).toBe(false)
  })
})

describe('taps in a part that hydrates later', () => {
  it('holds a click inside it until its mark is gone, even after the page has hydrated', async () => {
    runLoader()
    const part = document.createElement('section')
    part.setAttribute('data-hydrates-later', 'signup-form')
    const button = document.createElement('button')
    button.textContent = 'Sign up'
    part.append(button)
    document.body.append(part)
    const clicks: boolean[] = []
    button.addEventListener('click', (event) => clicks.push(event.defaultPrevented))

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true })
    Object.defineProperty(tap, 'isTrusted', { value: true })
    button.dispatchEvent(tap)
    document.documentElement.dataset.hydrated = 'true'
    // The page has hydrated, the part has not: the tap is still held.
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
    expect(clicks).toEqual([true])
    expect(button.hasAttribute('data-getting-ready')).toBe(true)

    part.removeAttribute('data-hydrates-later')
    await vi.waitFor(() => expect(clicks).toEqual([true, false]))
    expect(button.hasAttribute('data-getting-ready')).toBe(false)
    part.remove()
  })
})

describe('the saved-state hints', () => {
  afterEach(() => {
    localStorage.clear()
    delete document.documentElement.dataset.cart
    delete document.documentElement.dataset.order
  })

  it('marks the cart empty and no order on a device where nothing was saved', () => {
    runLoader()
    expect(document.documentElement.dataset.cart).toBe('empty')
    expect(document.documentElement.dataset.order).toBe('none')
  })

  it('leaves a cart with lines and a kept order to the database', () => {
    localStorage.setItem('harvest-share:cart-lines', '2')
    localStorage.setItem('harvest-share:has-order', '1')
    runLoader()
    expect(document.documentElement.dataset.cart).toBe('unknown')
    expect(document.documentElement.dataset.order).toBe('unknown')
  })
})

describe('an installed app opened in a language the visitor has since switched away from', () => {
  const at = (url: string) => {
    const replace = vi.fn()
    const { pathname, search } = new URL(url)
    vi.stubGlobal('location', { pathname, search, replace })
    return replace
  }

  it('goes to the chosen language’s home page, and starts nothing of this one', () => {
    localStorage.setItem('language', 'es')
    const replace = at('https://site.test/?launch=app')
    runLoader()
    vi.advanceTimersByTime(20)
    load()
    vi.advanceTimersByTime(20)
    expect(replace).toHaveBeenCalledWith('/es')
    expect(requested()).toEqual({ preloads: [], entries: [] })
    localStorage.clear()
  })

  it('stays on an address the visitor opened, whatever the choice', () => {
    localStorage.setItem('language', 'es')
    const replace = at('https://site.test/')
    runLoader()
    load()
    vi.advanceTimersByTime(20)
    expect(replace).not.toHaveBeenCalled()
    expect(requested().entries).toEqual(['/assets/main.js'])
    localStorage.clear()
  })
})
