import { organisation } from 'virtual:content/organisation'
import { describe, expect, it } from 'vitest'
import { mealsFromCents, mealsFromPounds } from './meals'

describe('meals', () => {
  it('turns pounds into meals at the pounds-per-meal figure, rounded down', () => {
    expect(organisation.meals.poundsPerMeal).toBe(1.2)
    expect(mealsFromPounds(1200)).toBe(1000)
    expect(mealsFromPounds(1.1)).toBe(0)
    expect(mealsFromPounds(2.5)).toBe(2)
  })

  it('turns a gift in cents into meals at the meals-per-dollar figure', () => {
    expect(organisation.meals.mealsPerDollar).toBe(10)
    expect(mealsFromCents(4000)).toBe(400)
    expect(mealsFromCents(1050)).toBe(105)
    expect(mealsFromCents(5)).toBe(0)
  })

  it('counts nothing for nothing, a negative or a non-number', () => {
    for (const bad of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(mealsFromPounds(bad)).toBe(0)
      expect(mealsFromCents(bad)).toBe(0)
    }
  })
})
