// Every unit test gets a fresh, spec-compliant IndexedDB in memory (Dexie runs on it unchanged).
import 'fake-indexeddb/auto'
