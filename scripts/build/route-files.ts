import { resolve } from 'node:path'
import type { Config } from '@tanstack/router-plugin/vite'

type GeneratorPlugin = NonNullable<Config['plugins']>[number]

/** TanStack Router's id for its root route. */
export const ROOT_ROUTE_ID = '__root__'

/**
 * Which route each file of src/routes defines, as the router's own generator decides it when it
 * writes src/routeTree.gen.ts (so a new route file, a pathless layout or a nested index needs
 * nothing here). Hand `generatorPlugin` to tanstackRouter({ plugins }); the generator runs when a
 * build starts, before anything asks `routeIdOf` (a path, absolute or from the working
 * directory; a query such as Vite's `?tsr-split=component` is ignored).
 */
export function routeFiles(): {
  generatorPlugin: GeneratorPlugin
  routeIdOf: (file: string) => string | undefined
} {
  const idByFile = new Map<string, string>()
  return {
    generatorPlugin: {
      name: 'food-collective:route-files',
      onRouteTreeChanged({ routeNodes, rootRouteNode }) {
        idByFile.clear()
        idByFile.set(resolve(rootRouteNode.fullPath), ROOT_ROUTE_ID)
        for (const node of routeNodes) {
          if (node.routePath) idByFile.set(resolve(node.fullPath), node.routePath)
        }
      },
    },
    routeIdOf(file) {
      if (idByFile.size === 0) throw new Error('The route tree has not been generated yet')
      return idByFile.get(resolve(file.split('?')[0] ?? file))
    },
  }
}
