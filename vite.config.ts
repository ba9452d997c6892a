import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { devSsrPlugin } from './scripts/build/dev-ssr-plugin.ts'
import { inlineScriptPlugin } from './scripts/build/inline-script-plugin.ts'
import { precompressPlugin } from './scripts/build/precompress-plugin.ts'
import { prerenderPlugin } from './scripts/build/prerender-plugin.ts'
import { qrCodeSvg } from './scripts/build/qr-code.ts'
import { routeFiles } from './scripts/build/route-files.ts'
import { startupModules } from './scripts/build/startup-modules-plugin.ts'
import { siteFilesPlugin } from './scripts/content/content-files.ts'
import { contentPlugin, siteFactsOf } from './scripts/content/content-plugin.ts'
import { siteOriginsFrom } from './server/build-record.ts'
import { sessionsFeed } from './src/features/volunteer/sessions-feed.ts'
import { parseClientConfig } from './src/lib/config.ts'
import { loadEnvironment, withPrefix } from './src/lib/env-files.ts'
import { GET_HELP_PATH, GET_HELP_QR_SRC } from './src/lib/get-help-page.ts'
import { inSharedPrecache } from './src/lib/offline-install.ts'
import { sanityProject } from './src/lib/sanity-query.ts'
import { VOLUNTEER_FEED_PATH, VOLUNTEER_PATH } from './src/lib/volunteer-page.ts'

// BUILD_OUT_DIR lets an end-to-end spec build a differently configured copy of the site
// (e.g. pointed at a local fake service) without touching the main dist/.
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist'
const SSR_OUT_DIR = `${OUT_DIR}-ssr`

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Fail the build, naming the variable, if the configuration is invalid. The same loader as the
  // server's (src/lib/env-files.ts), so .env files mean the same to both.
  const clientConfig = parseClientConfig(withPrefix(loadEnvironment(mode), 'VITE_'))
  // Which route each route file defines, recorded as the router's generator builds the tree.
  const routes = routeFiles()
  // The site's own modules every page starts with, one chunk (scripts/build/startup-modules-plugin.ts).
  const startup = startupModules(/\/src\/boot\/start-app\.tsx$/)
  // The content kept in Sanity (or the sample dataset), as virtual:content/<name> modules.
  // Every route prerendered; it also tells which files only left-out pages use.
  const prerender = prerenderPlugin({
    ssrEntry: `${SSR_OUT_DIR}/entry-server.js`,
    outDir: OUT_DIR,
    publicUrl: clientConfig.VITE_PUBLIC_URL,
    routeIdOf: routes.routeIdOf,
  })
  const content = contentPlugin({
    project: sanityProject(clientConfig),
    cdnHost: clientConfig.VITE_SANITY_CDN_HOST,
    ...(command === 'build'
      ? { snapshot: { file: `${SSR_OUT_DIR}/content.json`, role: isSsrBuild ? 'write' : 'read' } }
      : {}),
    // The server's Content-Security-Policy allows the outside origins this build uses.
    ...(command === 'build' && !isSsrBuild ? { origins: siteOriginsFrom(clientConfig) } : {}),
  })

  return {
    // The validated configuration, inlined for the pages (src/lib/client-config.ts).
    // The build's year too, for the footer (src/lib/build-year.ts).
    define: {
      __CLIENT_CONFIG__: JSON.stringify(clientConfig),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // The detail loaders look their slug up in the content modules; keeping each loader in
        // its route's chunk (fetched anyway for the component) keeps all content out of the entry.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        plugins: [routes.generatorPlugin],
      }),
      react(),
      content.plugin,
      startup.plugin,
      inlineScriptPlugin(),
      devSsrPlugin(),
      // The content's files (uploaded images, the sample reports, the server's record of the
      // build), the printed Get help sheet's QR code, to the page at the configured public address
      // (it never costs the page's JavaScript a byte), and the volunteers' subscribable calendar
      // of packing sessions, from the weekly rule and the facts read with the rest of the content.
      !isSsrBuild &&
        siteFilesPlugin('food-collective:made-files', async () => [
          ...(await content.files()),
          {
            fileName: GET_HELP_QR_SRC.slice(1),
            source: await qrCodeSvg(new URL(GET_HELP_PATH, clientConfig.VITE_PUBLIC_URL).href),
          },
          {
            fileName: VOLUNTEER_FEED_PATH.slice(1),
            source: await sessionsFeed(
              new Date(),
              new URL(VOLUNTEER_PATH, clientConfig.VITE_PUBLIC_URL).href,
              siteFactsOf(await content.siteContent()),
            ),
          },
        ]),
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,json,webmanifest,ics}'],
            // The share card (link-preview crawlers) and the install-sheet screenshots are never needed
            // offline, so they stay out of the precache. So are the PNG app icons: the browser and OS
            // fetch them from the manifest and the apple-touch-icon link when the app is installed,
            // and no page shows them (the favicon is favicon.svg, precached).
            globIgnores: [
              '**/node_modules/**',
              '.vite/**',
              'images/share-card.png',
              'screenshots/**',
              'icons/**',
            ],
            // What the shared precache holds: src/lib/offline-install.ts.
            manifestTransforms: [
              async (entries) => ({
                manifest: entries.filter((entry) =>
                  inSharedPrecache(entry.url, prerender.leftOut()),
                ),
                warnings: [],
              }),
            ],
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          },
          devOptions: { enabled: false },
        }),
      !isSsrBuild && prerender.plugin,
      // Each text file's .br and .gz, which the server sends as they are.
      !isSsrBuild && precompressPlugin({ outDir: OUT_DIR }),
    ],
    build: isSsrBuild
      ? { outDir: SSR_OUT_DIR, emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: OUT_DIR,
          manifest: true,
          modulePreload: {
            // The home sections' chunk is imported while the home page hydrates. Preloading its
            // sixteen dependencies means Vite's helper appends sixteen <link>s to the head in
            // that one long task; without them the
            // browser fetches the same files as the chunk's own imports, one round trip later,
            // while the prerendered sections are already on screen.
            resolveDependencies: (filename, deps) =>
              /(^|\/)HomeSections-[\w-]+\.js$/.test(filename) ? [] : deps,
          },
          // One stylesheet for the whole site: every prerendered page links it in its head, so
          // there is never a flash of unstyled content while a route chunk loads.
          cssCodeSplit: false,
          rollupOptions: {
            input: 'src/boot/main.tsx',
            output: {
              // Every page's start-up loads both the translator and the router's Link (the
              // layout uses them), but Rolldown splits modules by which chunks import them, so a
              // lazily loaded part that translates without linking (the volunteer sign-up form)
              // split them into two start-up chunks, about 0.4 KB gzip more on every page. One
              // named group keeps them together.
              codeSplitting: {
                groups: [
                  // React and React DOM stay a chunk of their own, which the entry evaluates
                  // before the rest (src/boot/main.tsx).
                  {
                    name: 'react',
                    test: /node_modules\/(react|react-dom|scheduler)\//,
                    priority: 3,
                  },
                  // The content-image component and the image sizes go with them: almost every
                  // page's route shows a content image, and alone they would be one more request
                  // for a few bytes.
                  {
                    name: 'start',
                    test: (id: string) =>
                      startup.isStartupModule(id) ||
                      /src\/ui\/ContentImg\.tsx$|src\/content\/image\.ts$/.test(id),
                    priority: 1,
                  },
                  {
                    name: 'link',
                    priority: 2,
                    test: /src\/lib\/i18n\/(translate|active-locale)\.ts$|typesafe-i18n|@tanstack\/react-router\/dist\/esm\/link\.js$/,
                  },
                ],
              },
            },
          },
        },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  }
})
