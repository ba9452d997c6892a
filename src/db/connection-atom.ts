import { atom } from 'jotai/vanilla'
import type { DatabaseConnection } from './open-database'

/**
 * The shared database connection once it has opened, null before: what components render from
 * (useDatabaseConnection). Set by whoever sees the connection open; no Dexie import here.
 */
export const databaseConnectionAtom = atom<DatabaseConnection | null>(null)
