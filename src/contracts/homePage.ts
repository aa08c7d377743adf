/** The page whose slug is this is served at `/` (the pages feature; an import's front page). */
export const HOME_SLUG = 'startseite'
