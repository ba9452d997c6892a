/** English messages of the home pages (/, /home, /home-2, /home-3): hero, sections, counters, calls to action. Keys start with 'home.'. */
export const home = {} as const
