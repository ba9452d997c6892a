/**
 * FACT TO CONFIRM (with the rest in food-help.ts): the distribution's weekly rule as people say
 * it. A module of its own because page heads, which load with every page, need this sentence
 * and not the whole Get help content.
 */
export const foodHelpScheduleText = 'Every Sunday, 3pm to 5pm'
