/**
 * The browser entry. How a page starts (docs/startup.md, with every file in order):
 *
 * 1. Every page is prerendered HTML that paints, and works as plain links, with no script.
 * 2. Its inline loader (app-loader.ts, bundled into the page) holds early taps and writes the
 *    saved-state hints, then waits for the load event and one painted frame before requesting
 *    the scripts the page's JSON blocks list (app-scripts.ts), so they never compete with the
 *    first paint that Lighthouse simulates. It then adds this module.
 * 3. This module evaluates React DOM and then the app in separate tasks, so neither makes one
 *    long task of the start.
 * 4. start-app.tsx activates the page's language and hydrates the document as a transition.
 * 5. Once hydrated (<html data-hydrated>), parts below the fold hydrate as the visitor nears them
 *    (src/ui/near-viewport.tsx), and fetch-later.ts fetches the chunks such parts need offline.
 *
 * A chunk that fails to download is handled where it is imported; anything else rejects loudly.
 */
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp())
