import { afterEach, describe, expect, it, vi } from 'vitest'
import { addToCart } from '../../db/cart-store'
import { getDatabase, resetSharedDatabaseForTests } from '../../db/open-database'
import { readMirroredCartCount } from './cart-count-mirror'
import { watchCartCount } from './cart-count-source'

afterEach(async () => {
  await (await getDatabase()).delete()
  resetSharedDatabaseForTests()
  localStorage.clear()
})

describe('watchCartCount', () => {
  it('reports the live count and keeps the localStorage mirror in step', async () => {
    const counts: number[] = []
    const watch = await watchCartCount((count) => counts.push(count))
    await vi.waitFor(() => expect(counts).toEqual([0]))
    expect(readMirroredCartCount()).toBe(0)
    await addToCart(await getDatabase(), { productId: 'a' }, 1)
    await vi.waitFor(() => expect(counts.at(-1)).toBe(1))
    expect(readMirroredCartCount()).toBe(1)
    watch.stop()
  })
})
