import { createRouter } from '@tanstack/react-router'
import { localeOfPath, localizePath, stripLocale } from './lib/i18n/locales'
import { activeLocale } from './lib/i18n/translate'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './ui/ErrorPage'
import { NotFoundPage } from './ui/NotFoundPage'

/** The one router factory, shared by the browser entry and the prerender step. */
export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
    // One route tree serves both languages: /es/get-help is routed as /get-help, and every link
    // the router writes on a Spanish page gets the /es prefix back, so a visitor stays in the
    // language of the page they are on. The page's language is the active one (the URL's).
    rewrite: {
      input: ({ url }) => {
        if (localeOfPath(url.pathname) === 'es') url.pathname = stripLocale(url.pathname)
        return url
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, activeLocale())
        return url
      },
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
