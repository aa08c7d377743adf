import localFont from 'next/font/local'

// Served from our own origin: no request to any font host (DSGVO). Files are the @fontsource
// packages' fonts (SIL Open Font License) cut to German text and the weights the styles use
// (scripts/subset-fonts.sh): 45 KiB instead of 71. `optional`: a face is used when it arrives in
// time for the first paint, otherwise the metric-matched fallback stays, so text never swaps
// (and shifts or repaints as a late LCP). Neither is preloaded: a phone's first page goes
// without them and the loader fetches them after its first paint (lib/webFonts.ts); the
// bandwidth before it is the page's main image's.
export const bodyFont = localFont({
  src: './_fonts/inter-de-wght-400-700.woff2',
  variable: '--font-body',
  weight: '400 700',
  display: 'optional',
  preload: false,
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
  preload: false,
  // A serif fallback, metric-matched where the system has Times.
  adjustFontFallback: 'Times New Roman',
})
