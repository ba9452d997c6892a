import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { TestProject } from 'vitest/node'
import { createApp } from '../../../server/app'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Serves the built site (dist/) on 127.0.0.1 at a free port for the whole e2e run. */
export default async function setup(project: TestProject) {
  const server = serve({
    fetch: createApp({ distDir: 'dist' }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise<void>((ready) => server.once('listening', () => ready()))
  const { port } = server.address() as AddressInfo
  project.provide('baseURL', `http://127.0.0.1:${port}`)
  return () =>
    new Promise<void>((done) => {
      server.close(() => done())
    })
}
