// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { loadSlideImages } from './Slider'

describe('loadSlideImages', () => {
  it('turns every lazy image in the carousel eager and asks for it to be decoded', () => {
    const region = document.createElement('div')
    region.innerHTML =
      '<img loading="lazy" src="/a.svg" alt=""><img loading="lazy" src="/b.svg" alt=""><img loading="eager" src="/c.svg" alt="">'
    const decode = vi.fn(() => Promise.resolve())
    for (const image of region.querySelectorAll('img')) image.decode = decode
    loadSlideImages(region)
    expect([...region.querySelectorAll('img')].map((image) => image.loading)).toEqual([
      'eager',
      'eager',
      'eager',
    ])
    expect(decode).toHaveBeenCalledTimes(2)
  })
})
