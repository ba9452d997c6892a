/**
 * How a page starts, from the first byte of HTML to a hydrated page. Every file of the path is
 * named here, in the order it takes part.
 *
 * 0. At build time (`npm run build`), scripts/prerender-plugin.ts renders every route with
 *    src/entry-server.tsx. The root route (src/routes/__root.tsx) renders the whole document,
 *    <html> to </html>, so there is no index.html: TanStack Router's head tags, its dehydrated
 *    state and the page differ per URL, and the router writes them itself. Each route's
 *    scripts come from scripts/router-manifest.ts, which reads Vite's manifest: the entry (this
 *    file) and what it imports, plus each route's own code-split chunks.
 *
 * 1. The server (server/static-site.ts) or the service worker (sw/sw.ts, offline) answers with
 *    that HTML. The head holds the one stylesheet and no script, so the page parses and paints
 *    from HTML alone: text, links and images work before any JavaScript, and without it.
 *
 * 2. At the end of the body, TanStack Router's <Scripts /> writes its dehydrated state and, as
 *    inert JSON blocks (src/boot/app-scripts.ts), the scripts this page needs. Then comes the
 *    inline loader, src/boot/app-loader.ts (real TypeScript, bundled into a string at build
 *    time by scripts/inline-script-plugin.ts; the server's Content-Security-Policy allows it by
 *    its hash). It waits for the load event and one painted frame (or 3 s, should a slow image
 *    hold the load event up), so the app's JavaScript never competes with what the visitor is
 *    waiting for, then adds a modulepreload link for every listed script and a module script
 *    for this entry: all requests start at once.
 *    Before it waits, the loader does the two things the page needs until the app has started,
 *    synchronously and from browser APIs alone:
 *    - Hints: whether this device's cart is empty and whether it holds an order, read from what
 *      the database mirrored in localStorage (src/db/saved-state-hints.ts), written on <html> as
 *      data-cart / data-order. The cart, checkout and order pages prerender both their loading
 *      block and their empty state (features/shop/PendingState.tsx); CSS shows the one the hint
 *      allows, so a new visitor's empty cart is painted from HTML, and a saved cart is never
 *      shown as empty. The database then fills in the lines, and keeps the hints current.
 *    - Early taps: a click (or Enter/Space) on a button before hydration is held, the button is
 *      marked data-getting-ready, and the click is replayed once <html data-hydrated> is set
 *      (src/boot/early-taps.ts), so "Add to cart" tapped early still adds to the cart; inside a
 *      part that hydrates later (step 5), once that part has.
 *
 * 3. This file. Evaluating React DOM, the router and the layout in one go would be the longest
 *    task of the start, so they are separate chunks, evaluated one after the other, each in a
 *    task of its own, with the browser free to paint and answer input in between. Both are
 *    already being fetched (step 2), so this waits on no network. The site's own modules that
 *    every page starts with are one chunk (scripts/startup-modules-plugin.ts): a page starts
 *    with five script requests (entry, bundler runtime, React, router, app), not twenty.
 *
 * 4. src/boot/start-app.tsx creates the router (src/router.tsx) and hydrates the document as a
 *    transition (time-sliced). RouterClient reads the dehydrated state and loads the current
 *    route's chunks (preloaded in step 2) before hydrating, so nothing flashes.
 *
 * 5. Hydrated: ui/HydrationMarker.tsx sets <html data-hydrated>, and effects start the rest
 *    when it is wanted: the service worker (features/pwa), the cart badge's count, notistack
 *    for the first toast (ui/toast), Swiper for a slider near the viewport (ui/Slider.tsx), and
 *    the parts of a page that hydrate once the visitor nears them (ui/lazy-near-viewport.tsx:
 *    the home page's sections below the hero, the volunteer sign-up form; until then React keeps
 *    their prerendered HTML, and a tap on a button in them is held as in step 2). The volunteer
 *    page's list of this device's sign-ups starts the same way (features/volunteer/MySignups.tsx).
 *    The chunks of such a part that must work offline are fetched, not run, once the page has
 *    hydrated (boot/fetch-later.ts), so it still hydrates should the connection drop first.
 *
 * A chunk that fails to download is handled where it is imported: a route's by the route error
 * boundary, which offers a reload (ui/ErrorPage.tsx); notistack's, Swiper's and the database's
 * by retrying or going without, as each import site says. Any other failure rejects loudly.
 */
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp())
