import { AppDatabase } from '../../db/database'

/**
 * A stand-in for the shared accessor the shop issue brings (src/db/open-database.ts): the same
 * one database, opened lazily from effects and handlers, never during render.
 */
let opening: Promise<AppDatabase> | undefined

export function getContactDatabase(): Promise<AppDatabase> {
  opening ??= (async () => {
    const db = new AppDatabase()
    await db.open()
    return db
  })()
  return opening
}
