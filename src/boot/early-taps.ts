// Taps on a button before the app has hydrated: the prerendered button is there, its handler is
// not. Rather than lose the tap, the inline loader holds it: the button is marked as getting
// ready (data-getting-ready, styled in global.css), and once the hydration marker sets
// <html data-hydrated> it is clicked again, now with React listening. A key press on a focused
// button (Enter, Space) is a click too, so it is held the same way, and so is Enter in a form's
// text field (the browser submits by clicking the form's submit button). Links and form fields
// need no help: they work from HTML alone.
//
// A part of a page that hydrates only once the visitor nears it (src/ui/lazy-near-viewport.tsx)
// is marked data-hydrates-later until it has: a tap on a button inside it waits for that too.
//
// Bundled into the inline loader (app-loader.ts): plain browser APIs only.

export const GETTING_READY_ATTRIBUTE = 'data-getting-ready'
const HYDRATES_LATER = 'data-hydrates-later'

const ready = (button: Element) =>
  document.documentElement.hasAttribute('data-hydrated') &&
  button.closest(`[${HYDRATES_LATER}]`) === null

/** Holds button clicks until their part of the page has hydrated, then replays them in order. */
export function holdEarlyTaps(): void {
  let held: HTMLElement[] = []
  const hold = (event: MouseEvent) => {
    if (!event.isTrusted || !(event.target instanceof Element)) return
    const button = event.target.closest('button')
    if (!button || button.disabled || ready(button)) return
    // Without this, a submit button would send its form the old way and leave the page.
    event.preventDefault()
    button.setAttribute(GETTING_READY_ATTRIBUTE, '')
    held.push(button)
  }
  document.addEventListener('click', hold, true)
  const observer = new MutationObserver(() => {
    const now = held.filter(ready)
    held = held.filter((button) => !ready(button))
    for (const button of now) {
      button.removeAttribute(GETTING_READY_ATTRIBUTE)
      // A button the app has since replaced (a page that rendered afresh) is gone: skip it.
      if (button.isConnected) button.click()
    }
    // Once the page and every part of it have hydrated, nothing is left to hold.
    const waiting = document.querySelector(`[${HYDRATES_LATER}]`) !== null
    if (held.length === 0 && ready(document.documentElement) && !waiting) {
      observer.disconnect()
      document.removeEventListener('click', hold, true)
    }
  })
  observer.observe(document.documentElement, {
    attributeFilter: ['data-hydrated', HYDRATES_LATER],
    subtree: true,
  })
}
