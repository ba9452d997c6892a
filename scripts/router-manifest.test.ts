import { describe, expect, it } from 'vitest'
import { appScriptsBlock } from './app-scripts'
import { buildRouterManifest, routeIdFor } from './router-manifest'

describe('routeIdFor', () => {
  it.each([
    ['src/routes/__root.tsx', '__root__'],
    ['src/routes/index.tsx', '/'],
    ['src/routes/about.tsx?tsr-split=component', '/about'],
    ['src/routes/blog-single.$slug.tsx', '/blog-single/$slug'],
    ['src/routes/order_received.tsx', '/order_received'],
    ['src/ui/Header.tsx', undefined],
  ])('%s -> %s', (src, id) => {
    expect(routeIdFor(src)).toBe(id)
  })
})

describe('buildRouterManifest', () => {
  it('gives the root the stylesheet and the entry scripts, and each route its own chunks', () => {
    const manifest = buildRouterManifest({
      'src/main.tsx': {
        file: 'assets/main-1.js',
        isEntry: true,
        dynamicImports: ['src/start-app.tsx'],
      },
      'src/start-app.tsx': {
        file: 'assets/start-app-8.js',
        isDynamicEntry: true,
        imports: ['_link.js'],
      },
      '_link.js': { file: 'assets/link-2.js' },
      'src/ui/toast/NotistackToaster.tsx': {
        file: 'assets/toaster-6.js',
        isDynamicEntry: true,
        imports: ['src/main.tsx', '_notistack.js'],
      },
      '_notistack.js': { file: 'assets/notistack-7.js' },
      'src/routes/about.tsx?tsr-split=component': {
        file: 'assets/about-3.js',
        src: 'src/routes/about.tsx?tsr-split=component',
        isDynamicEntry: true,
        imports: ['src/main.tsx', '_title.js'],
      },
      '_title.js': { file: 'assets/title-4.js' },
      'style.css': { file: 'assets/style-5.css', src: 'style.css' },
    })
    expect(manifest.routes.__root__).toEqual({
      css: ['/assets/style-5.css'],
      scripts: [
        appScriptsBlock({
          entry: '/assets/main-1.js',
          // The app and the toaster, which every page imports at start-up, come with the entry.
          preloads: [
            '/assets/main-1.js',
            '/assets/start-app-8.js',
            '/assets/link-2.js',
            '/assets/toaster-6.js',
            '/assets/notistack-7.js',
          ],
        }),
      ],
    })
    // No modulepreload links: the loader requests the scripts once the page has painted.
    expect(manifest.routes.__root__?.preloads).toBeUndefined()
    expect(manifest.routes['/about']?.scripts).toEqual([
      appScriptsBlock({ preloads: ['/assets/about-3.js', '/assets/title-4.js'] }),
    ])
  })

  it('lists every split chunk of a route, once', () => {
    const manifest = buildRouterManifest({
      'src/main.tsx': { file: 'assets/main-1.js', isEntry: true },
      'src/start-app.tsx': { file: 'assets/start-app-6.js', isDynamicEntry: true },
      'src/ui/toast/NotistackToaster.tsx': { file: 'assets/toaster-5.js', isDynamicEntry: true },
      'src/routes/shop.tsx?tsr-split=loader,component': {
        file: 'assets/shop-2.js',
        src: 'src/routes/shop.tsx?tsr-split=loader,component',
        isDynamicEntry: true,
        imports: ['_card.js'],
      },
      'src/routes/shop.tsx?tsr-split=errorComponent': {
        file: 'assets/shop-error-3.js',
        src: 'src/routes/shop.tsx?tsr-split=errorComponent',
        isDynamicEntry: true,
        imports: ['_card.js'],
      },
      '_card.js': { file: 'assets/card-4.js' },
    })
    expect(manifest.routes['/shop']?.scripts).toEqual([
      appScriptsBlock({
        preloads: ['/assets/shop-2.js', '/assets/card-4.js', '/assets/shop-error-3.js'],
      }),
    ])
  })
})
