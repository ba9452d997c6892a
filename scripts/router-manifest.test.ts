import { describe, expect, it } from 'vitest'
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
  it('gives the root the entry script and stylesheet, and each route its own chunk', () => {
    const manifest = buildRouterManifest({
      'src/main.tsx': { file: 'assets/main-1.js', isEntry: true, imports: ['_link.js'] },
      '_link.js': { file: 'assets/link-2.js' },
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
      preloads: ['/assets/main-1.js', '/assets/link-2.js'],
      css: ['/assets/style-5.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/main-1.js' } }],
    })
    expect(manifest.routes['/about']?.preloads).toEqual([
      '/assets/about-3.js',
      '/assets/title-4.js',
    ])
  })
})
