// The part of an nginx configuration that serves the site's cached pages from PAGE_CACHE_DIR
// (src/server/pageFiles.ts) and passes everything else to the site. docs/nginx.example.conf has
// the same lines (src/test/nginxExample.test.ts compares them); the scale-out scenario and the
// bench run nginx with them.
import fs from 'node:fs'

/** Cookies whose request must reach the site: editors' draft mode, staff, customer sessions. */
export const PRIVATE_COOKIES = [
  '__prerender_bypass',
  '__next_preview_data',
  'payload-token',
  'salon_konto',
]

/** The brotli module of Debian (libnginx-mod-http-brotli-static), where it is installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
export const hasBrotliModule = () => fs.existsSync(BROTLI_MODULE)

/** In `http { }`: which requests may get a page file (GET or HEAD, no query, no such cookie). */
export const pageFileMaps = () => `map $http_cookie $salon_private_cookie {
    default 0;
    "~(?:^|;)\\s*(?:${PRIVATE_COOKIES.join('|')})=" 1;
}
map "$request_method$is_args$salon_private_cookie" $salon_page_file {
    GET0 1;
    HEAD0 1;
    default 0;
}`

/**
 * In `server { }`: the page files where they may be sent, else `@salon` (`proxy`: its
 * directives). `brotli`: whether the brotli module is loaded (`brotli_static`).
 */
export const pageFileLocations = ({ pageCacheDir, proxy, brotli = true }) => `root ${pageCacheDir};
location / {
    error_page 418 = @salon;
    if ($salon_page_file = 0) { return 418; }
    set $salon_page_set none;
    include ${pageCacheDir}/nginx-page-headers*.conf;
    gzip_static on;
${brotli ? '    brotli_static on;\n' : ''}    try_files /$salon_page_set$uri.page.html @salon;
}
location @salon {
${proxy
  .trim()
  .split('\n')
  .map((line) => `    ${line.trim()}`)
  .join('\n')}
}`
