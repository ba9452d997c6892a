import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT_ROUTE_ID, routeFiles } from './route-files'

const routes = routeFiles()
let outDir = ''

beforeAll(async () => {
  // The router's own generator over the real src/routes, writing its tree somewhere harmless.
  outDir = await mkdtemp(join(tmpdir(), 'route-files-'))
  const plugin = tanstackRouterGenerator({
    target: 'react',
    routesDirectory: './src/routes',
    generatedRouteTree: join(outDir, 'routeTree.gen.ts'),
    disableLogging: true,
    plugins: [routes.generatorPlugin],
  }) as unknown as { configResolved: (config: { root: string }) => Promise<void> }
  await plugin.configResolved({ root: process.cwd() })
})
afterAll(() => rm(outDir, { recursive: true, force: true }))

describe('routeFiles', () => {
  it.each([
    ['src/routes/__root.tsx', ROOT_ROUTE_ID],
    ['src/routes/index.tsx', '/'],
    ['src/routes/about.tsx?tsr-split=component', '/about'],
    ['src/routes/blog-single.$slug.tsx?tsr-split=loader,component', '/blog-single/$slug'],
    ['src/routes/order_received.tsx', '/order_received'],
    ['src/routes/$.tsx', '/$'],
    ['src/ui/layout/Header.tsx', undefined],
  ])('%s is the route %s', (file, id) => {
    expect(routes.routeIdOf(resolve(file))).toBe(id)
  })

  it('refuses to answer before the route tree is generated', () => {
    expect(() => routeFiles().routeIdOf(resolve('src/routes/about.tsx'))).toThrow(
      /not been generated/,
    )
  })
})
