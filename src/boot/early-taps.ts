// Holds a tap on a prerendered button until its handler exists, rather than losing it: the button
// is marked data-getting-ready (global.css) and clicked again once <html data-hydrated> is set or,
// inside a part marked data-hydrates-later (src/ui/near-viewport.tsx), once that part has
// hydrated. Enter or Space on a button, and Enter in a form's field, are clicks too; links and
// fields work from HTML alone. Bundled into the inline loader (app-loader.ts): browser APIs only.

const GETTING_READY_ATTRIBUTE = 'data-getting-ready'
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
