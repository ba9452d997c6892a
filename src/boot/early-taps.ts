// Taps on a button before the app has hydrated: the prerendered button is there, its handler is
// not. Rather than lose the tap, the inline loader holds it: the button is marked as getting
// ready (data-getting-ready, styled in global.css), and once the hydration marker sets
// <html data-hydrated> it is clicked again, now with React listening. A key press on a focused
// button (Enter, Space) is a click too, so it is held the same way. Links and form fields need
// no help: they work from HTML alone.
//
// Bundled into the inline loader (app-loader.ts): plain browser APIs only.

export const GETTING_READY_ATTRIBUTE = 'data-getting-ready'

const hydrated = () => document.documentElement.hasAttribute('data-hydrated')

/** Holds button clicks until the page has hydrated, then replays them in order. */
export function holdEarlyTaps(): void {
  const held: HTMLElement[] = []
  const hold = (event: MouseEvent) => {
    if (hydrated() || !event.isTrusted || !(event.target instanceof Element)) return
    const button = event.target.closest('button')
    if (!button || button.disabled) return
    // Without this, a submit button would send its form the old way and leave the page.
    event.preventDefault()
    button.setAttribute(GETTING_READY_ATTRIBUTE, '')
    held.push(button)
  }
  document.addEventListener('click', hold, true)
  const observer = new MutationObserver(() => {
    if (!hydrated()) return
    observer.disconnect()
    document.removeEventListener('click', hold, true)
    for (const button of held) {
      button.removeAttribute(GETTING_READY_ATTRIBUTE)
      // A button the app has since replaced (a page that rendered afresh) is gone: skip it.
      if (button.isConnected) button.click()
    }
  })
  observer.observe(document.documentElement, { attributeFilter: ['data-hydrated'] })
}
