/** The distribution's weekly rule as people say it in Spanish (the facts are in ../food-help.ts). */
export const foodHelpScheduleText = 'Todos los domingos, de 3 a 5 p.m.'
