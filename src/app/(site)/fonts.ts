import localFont from 'next/font/local'

// Served from our own origin: no request to any font host (DSGVO). Files come from the
// @fontsource packages (SIL Open Font License). `optional`: preloaded fonts are used when they
// arrive in time for the first paint, otherwise the metric-matched fallback stays, so text
// never swaps (and shifts or repaints as a late LCP) on slow connections.
export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'optional',
})

export const headingFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
    },
  ],
  variable: '--font-heading',
  display: 'optional',
  // Headings have a serif fallback; not preloading leaves the bandwidth to the page's main image.
  preload: false,
})
