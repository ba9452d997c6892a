import { describe, expect, it } from 'vitest'
import { localLocks } from './outbox-lock'

describe('locks held within this context', () => {
  it('grant a name to one request at a time, in order, even when a holder fails', async () => {
    const locks = localLocks()
    const events: string[] = []
    let finishFirst = () => {}
    const first = locks.request('outbox-send', async () => {
      events.push('first holds')
      await new Promise<void>((resolve) => {
        finishFirst = resolve
      })
      events.push('first lets go')
      throw new Error('the first pass failed')
    })
    const second = locks.request('outbox-send', async () => {
      events.push('second holds')
      return 2
    })
    const other = locks.request('another-name', async () => {
      events.push('another name holds')
    })
    await other
    // The second request still waits: the first holder has not settled.
    expect(events).toEqual(['first holds', 'another name holds'])
    finishFirst()
    await expect(first).rejects.toThrow('the first pass failed')
    expect(await second).toBe(2)
    expect(events).toEqual(['first holds', 'another name holds', 'first lets go', 'second holds'])
  })
})
