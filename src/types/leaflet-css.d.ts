/** Islands import Leaflet's stylesheet as text (esbuild's text loader, scripts/build-islands.mjs). */
declare module 'leaflet/dist/leaflet.css' {
  const css: string
  export default css
}
