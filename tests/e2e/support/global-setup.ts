import { freePort } from '../../fixtures/free-port'
import { type FakePorts, reusablePorts } from './builds'

/**
 * Runs once before any spec: reserves the ports of the fakes whose URLs the test build bakes in
 * (./builds.ts), and names this run so that a build made during it is reused by every later spec
 * (and by a worker restarted after a failure) but never by the next run. Playwright hands the
 * environment set here to every worker.
 */
export default async function globalSetup(): Promise<void> {
  const ports: FakePorts = reusablePorts() ?? {
    emailjs: await freePort(),
    sanity: await freePort(),
  }
  process.env.E2E_FAKE_PORTS = JSON.stringify(ports)
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`
}
