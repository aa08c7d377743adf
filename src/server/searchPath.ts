/** The site search's results page (searchPage.tsx), apart so the front worker need not load it. */
export const SEARCH_PATH = '/suche'
