import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { appScriptsBlock } from './app-scripts'
import { buildRouterManifest } from './router-manifest'

/** Route files as the router's generator names them (scripts/build/route-files.test.ts covers that). */
const routeIdOf = (file: string) =>
  ({
    'src/routes/__root.tsx': '__root__',
    'src/routes/about.tsx': '/about',
    'src/routes/shop.tsx': '/shop',
  })[file.split('?')[0] ?? '']

/** An entry that imports the app dynamically, which imports the toaster dynamically. */
const app: Manifest = {
  'src/boot/main.tsx': {
    file: 'assets/main-1.js',
    isEntry: true,
    dynamicImports: ['node_modules/react-dom/client.js', 'src/boot/start-app.tsx'],
  },
  'node_modules/react-dom/client.js': {
    file: 'assets/client-9.js',
    isDynamicEntry: true,
    imports: ['src/boot/main.tsx', '_react.js'],
  },
  '_react.js': { file: 'assets/react-10.js' },
  'src/boot/start-app.tsx': {
    file: 'assets/start-app-8.js',
    isDynamicEntry: true,
    imports: ['_link.js', '_react.js'],
    dynamicImports: [
      'src/ui/toast/NotistackToaster.tsx',
      'src/routes/about.tsx?tsr-split=component',
    ],
  },
  '_link.js': { file: 'assets/link-2.js' },
  'src/ui/toast/NotistackToaster.tsx': {
    file: 'assets/toaster-6.js',
    isDynamicEntry: true,
    imports: ['src/boot/main.tsx', '_notistack.js'],
  },
  '_notistack.js': { file: 'assets/notistack-7.js' },
  'style.css': { file: 'assets/style-5.css', src: 'style.css' },
}

describe('buildRouterManifest', () => {
  it('gives the root the stylesheet, the entry and what the entry imports, and each route its own chunks', () => {
    const manifest = buildRouterManifest(
      {
        ...app,
        'src/routes/about.tsx?tsr-split=component': {
          file: 'assets/about-3.js',
          src: 'src/routes/about.tsx?tsr-split=component',
          isDynamicEntry: true,
          imports: ['src/boot/main.tsx', '_link.js', '_title.js'],
        },
        '_title.js': { file: 'assets/title-4.js' },
      },
      routeIdOf,
    )
    expect(manifest.routes.__root__).toEqual({
      css: ['/assets/style-5.css'],
      scripts: [
        appScriptsBlock({
          entry: '/assets/main-1.js',
          // React DOM and the app, which the entry imports to evaluate apart, come with it; the
          // toaster, imported only when a toast is asked for, does not.
          preloads: [
            '/assets/main-1.js',
            '/assets/client-9.js',
            '/assets/react-10.js',
            '/assets/start-app-8.js',
            '/assets/link-2.js',
          ],
        }),
      ],
    })
    // No modulepreload links: the loader requests the scripts once the page has painted.
    expect(manifest.routes.__root__?.preloads).toBeUndefined()
    // A route lists only what start-up has not already requested.
    expect(manifest.routes['/about']?.scripts).toEqual([
      appScriptsBlock({ preloads: ['/assets/about-3.js', '/assets/title-4.js'] }),
    ])
  })

  it('lists every split chunk of a route, once', () => {
    const manifest = buildRouterManifest(
      {
        ...app,
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
      },
      routeIdOf,
    )
    expect(manifest.routes['/shop']?.scripts).toEqual([
      appScriptsBlock({
        preloads: ['/assets/shop-2.js', '/assets/card-4.js', '/assets/shop-error-3.js'],
      }),
    ])
    expect(Object.keys(manifest.routes).sort()).toEqual(['/shop', '__root__'])
  })

  it('lists a lazy part of a route, and what only it imports, as later', () => {
    const manifest = buildRouterManifest(
      {
        ...app,
        'src/routes/about.tsx?tsr-split=component': {
          file: 'assets/about-3.js',
          src: 'src/routes/about.tsx?tsr-split=component',
          isDynamicEntry: true,
          imports: ['_page.js', '_link.js'],
        },
        // The import() sits in a chunk the route's chunk imports.
        '_page.js': {
          file: 'assets/page-4.js',
          imports: ['_link.js'],
          dynamicImports: ['src/features/volunteer/SignupForm.tsx'],
        },
        'src/features/volunteer/SignupForm.tsx': {
          file: 'assets/SignupForm-5.js',
          src: 'src/features/volunteer/SignupForm.tsx',
          isDynamicEntry: true,
          imports: ['_formik.js', '_page.js', '_link.js'],
        },
        '_formik.js': { file: 'assets/formik-6.js' },
      },
      routeIdOf,
    )
    expect(manifest.routes['/about']?.scripts).toEqual([
      appScriptsBlock({
        preloads: ['/assets/about-3.js', '/assets/page-4.js'],
        later: ['/assets/SignupForm-5.js', '/assets/formik-6.js'],
      }),
    ])
  })

  it('needs exactly one entry', () => {
    expect(() => buildRouterManifest({}, routeIdOf)).toThrow(/one entry/)
  })
})
