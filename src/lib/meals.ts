import { organisation } from 'virtual:content/organisation'

// One place turns pounds of food and dollars into meals, so /impact and /donate can never
// disagree about what a meal is. Rounded down: "about N meals" should not promise more.

/** Meals that `pounds` of food make, at the collective's pounds-per-meal figure. */
export function mealsFromPounds(pounds: number): number {
  if (!Number.isFinite(pounds) || pounds <= 0) return 0
  return Math.floor(pounds / organisation.meals.poundsPerMeal)
}

/** Meals that a gift of `cents` helps provide, at the collective's meals-per-dollar figure. */
export function mealsFromCents(cents: number): number {
  if (!Number.isFinite(cents) || cents <= 0) return 0
  return Math.floor((cents / 100) * organisation.meals.mealsPerDollar)
}
