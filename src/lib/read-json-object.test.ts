import { describe, expect, it } from 'vitest'
import { readJsonObject } from './read-json-object'

const answer = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/json' } })

describe('readJsonObject', () => {
  it('gives the object a JSON body holds', async () => {
    expect(await readJsonObject(answer('{"url":"https://x.org","n":1}'))).toEqual({
      url: 'https://x.org',
      n: 1,
    })
  })

  it('gives {} for a body that is not JSON, empty, or not an object', async () => {
    for (const body of ['<html>Bad gateway</html>', '', 'null', '42', '"text"', '[1,2]']) {
      expect(await readJsonObject(answer(body)), body).toEqual({})
    }
  })
})
