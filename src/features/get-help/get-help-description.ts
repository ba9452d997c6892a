import { foodHelpScheduleText } from 'virtual:content/food-help-schedule-text'
import { formatAddress } from 'virtual:content/organisation'

// Its own small module: the route's head runs in the start-up bundle of every page, so it takes
// only this sentence, not the page's content.

/** The page's description for search results and link previews. */
export function getHelpDescription(): string {
  return `Free food ${foodHelpScheduleText.replace(/^Every/, 'every')}, at ${formatAddress()}. No ID or proof of income needed.`
}
