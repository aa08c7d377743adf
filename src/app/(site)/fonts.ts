import localFont from 'next/font/local'

// Served from our own origin: no request to any font host (DSGVO). Files are the @fontsource
// packages' fonts (SIL Open Font License) cut to German text and the weights the styles use
// (scripts/subset-fonts.sh): 45 KiB instead of 71, bytes the page's main image needs more.
// `optional`: preloaded fonts are used when they arrive in time for the first paint, otherwise
// the metric-matched fallback stays, so text never swaps (and shifts or repaints as a late LCP)
// on slow connections.
export const bodyFont = localFont({
  src: './_fonts/inter-de-wght-400-700.woff2',
  variable: '--font-body',
  weight: '400 700',
  display: 'optional',
})

export const headingFont = localFont({
  src: [
    {
      path: './_fonts/playfair-display-de-600.woff2',
      weight: '600',
    },
  ],
  variable: '--font-heading',
  display: 'optional',
  // Not preloaded: a phone's first page does not use it (lib/headingFont.ts); the bandwidth is
  // the page's main image's. The fallback is a serif, metric-matched where the system has Times.
  preload: false,
  adjustFontFallback: 'Times New Roman',
})
