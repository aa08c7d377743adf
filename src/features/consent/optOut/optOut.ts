/** Spec sections 3 and 9: the analytics opt-out cookie, `true` until 31 Dec 2099, path `/`. */
export const optOutCookieName = (measurementId: string) => `ga-disable-${measurementId}`

export const optOutCookie = (measurementId: string) =>
  `${optOutCookieName(measurementId)}=true; expires=Thu, 31 Dec 2099 23:59:59 GMT; path=/; SameSite=Lax`

export const OPT_OUT_CONFIRMATION =
  'Das Tracking durch Google Analytics wurde in Ihrem Browser für diese Website deaktiviert.'

export const isOptedOut = (cookies: string, measurementId: string) =>
  cookies.split(';').some((part) => part.trim() === `${optOutCookieName(measurementId)}=true`)
