import localFont from 'next/font/local'

// Served from our own origin: no request to any font host (DSGVO). Files come from the
// @fontsource packages (SIL Open Font License).
export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'swap',
})

export const headingFont = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
    },
  ],
  variable: '--font-heading',
  display: 'swap',
})
