/**
 * Browser entry: every page arrives prerendered, and the app hydrates the whole document.
 *
 * Evaluating all of the start-up code at once (React DOM, the router, the layout) was the
 * longest task of a page's start (Lighthouse's blocking time). React DOM and the app are
 * therefore separate chunks, evaluated one after the other, each in a task of its own, with the
 * browser free to paint and answer input in between. The page's loader has already requested
 * both (scripts/router-manifest.ts), so this waits on no network.
 */

// A stale chunk after a deploy: let the route's error boundary offer a reload instead of a crash.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault()
})

void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp())
