// Every unit test gets a fresh, spec-compliant IndexedDB in memory (Dexie runs on it unchanged).
import 'fake-indexeddb/auto'
// Components write their words through the active catalog; unit tests read them in English.
import { pageCatalog } from '../src/lib/i18n/page-catalog'
import { activateLocale } from '../src/lib/i18n/translate'

activateLocale('en', pageCatalog('en'), '')
