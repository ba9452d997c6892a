// Every unit test gets a fresh, spec-compliant IndexedDB in memory (Dexie runs on it unchanged).
import 'fake-indexeddb/auto'
import { vi } from 'vitest'
// Components write their words through the active catalog; unit tests read them in English.
import { resetSharedDatabaseForTests } from '../src/db/open-database'
import { pageCatalog } from '../src/lib/i18n/page-catalog'
import { activateLocale } from '../src/lib/i18n/translate'
import { installWebLocks } from './support/web-locks'

// Vitest undoes stubs and spies before each test, so the last test of the previous file left its
// own in place: undone here, before this file imports anything (react-dom reads navigator as it loads).
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.restoreAllMocks()

activateLocale('en', pageCatalog('en'), '')
// The outbox sends inside a Web Lock; in a DOM (happy-dom) the tests' tabs share a stand-in.
if (globalThis.navigator) installWebLocks(globalThis.navigator)

// This runs before each test file. Files that share a worker's modules (vitest.config.ts) also
// share its DOM, so each file starts with nothing stored: no web storage, no database connection
// in the app's store, and no databases (Dexie closes a database another file left open when it is
// deleted, and opens it again on next use).
resetSharedDatabaseForTests()
globalThis.localStorage?.clear()
globalThis.sessionStorage?.clear()
for (const { name } of await indexedDB.databases()) {
  if (name)
    await new Promise((done) =>
      Object.assign(indexedDB.deleteDatabase(name), {
        onsuccess: done,
        onerror: done,
        onblocked: done,
      }),
    )
}
