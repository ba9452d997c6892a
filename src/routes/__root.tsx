import { organisation } from 'virtual:content/organisation'
import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactElement, ReactNode } from 'react'
import APP_LOADER_SOURCE from '../boot/app-loader?inline-script'
import { ContactOutboxSync } from '../features/contact/ContactOutboxSync'
import { SiteNotices } from '../features/notice/SiteNotices'
import { PwaNotices } from '../features/pwa/PwaNotices'
import { CartCountBadge } from '../features/shop/CartCountBadge'
import { activeCatalogUrl, activeLocale, t } from '../lib/i18n/translate'
import { HydrationMarker } from '../ui/HydrationMarker'
import { Layout } from '../ui/layout/Layout'
import { Toaster } from '../ui/toast/Toaster'
import '../ui/styles/global.css'

export const Route = createRootRoute({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#1f5f3f' },
      // A fallback only: every route's own head() gives the page its title.
      { title: organisation.name },
      {
        name: 'description',
        content: activeLocale() === 'en' ? organisation.description : t('page./.description'),
      },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      // Each language's pages link their own manifest: the installed app opens in that language.
      { rel: 'manifest', href: `/manifest${activeLocale() === 'en' ? '' : '.es'}.webmanifest` },
      // This page's language's messages, which the app reads before hydrating
      // (src/boot/start-app.tsx): fetched alongside the scripts, never after them.
      { rel: 'preload', href: activeCatalogUrl(), as: 'fetch', crossOrigin: 'anonymous' },
    ],
  }),
  shellComponent: RootDocument,
  // The not-found and error pages (the router's defaults, src/router.tsx) render inside
  // RootLayout's <Outlet />, so they get the header and footer already.
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }): ReactElement {
  return (
    // The inline loader writes hints on <html> (data-cart, data-order) before React hydrates it,
    // and the hydration marker later adds data-hydrated: attributes React did not render.
    <html lang={activeLocale()} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
        {/* Starts the app once the page has painted (docs/startup.md tells the whole path). A
            script React renders or hydrates never runs again, so this starts the app once. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own bundled script, no input */}
        <script dangerouslySetInnerHTML={{ __html: APP_LOADER_SOURCE }} />
      </body>
    </html>
  )
}

function RootLayout(): ReactElement {
  return (
    <>
      <HydrationMarker />
      {/* Sends contact messages saved offline, whichever page the visitor opens next. */}
      <ContactOutboxSync />
      <Layout
        cartBadge={<CartCountBadge />}
        notices={
          <>
            <PwaNotices />
            <SiteNotices />
          </>
        }
      >
        <Outlet />
      </Layout>
      <Toaster />
    </>
  )
}
