import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { BROTLI_MODULE, hasBrotliModule, pageFileLocations, pageFileMaps } from './nginxPages.mjs'

/**
 * Debian's nginx, installed when missing (the bench's reference for serving a static file), with
 * its brotli module where that can be installed (without it, page files go out as gzip).
 */
export function ensureNginx() {
  const nginx = '/usr/sbin/nginx'
  if (fs.existsSync(nginx) && hasBrotliModule()) return nginx
  const packages = [
    ...(fs.existsSync(nginx) ? [] : ['nginx-light']),
    'libnginx-mod-http-brotli-static',
  ]
  console.log(`Installing ${packages.join(' and ')} from Debian …`)
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  } catch (error) {
    // nginx itself is what the caller cannot do without; the brotli module it can.
    if (!fs.existsSync(nginx)) throw error
  }
  return nginx
}

/** What nginx sets itself, or per body: not repeated with `add_header`. */
const OWN_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'date',
  'connection',
  'keep-alive',
  'x-page-cache',
])

/** A whole configuration: the process's files under `dir`, and `http`'s own directives. */
const configuration = ({ dir, modules = '', http }) => `${modules}worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
${http}
}
`

/** nginx in the foreground as our child, once `/` answers as `ready` says; a stop function. */
async function runNginx({ dir, text, port, ready }) {
  const conf = path.join(dir, 'nginx.conf')
  fs.writeFileSync(conf, text)
  const child = spawn(ensureNginx(), ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(ready, () => false)
    if (ok) break
    await sleep(100)
  }
  return () => {
    if (child.exitCode === null) child.kill('SIGQUIT')
  }
}

/** nginx's quoting: a value in double quotes, with `"` and `\` escaped. */
const quoted = (value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`

/**
 * Serves `body` as `/` from nginx on 127.0.0.1:`port`, with a configuration of its own under
 * `dir`; with `gzipBody`, its gzip form too (`gzip_static`, as a site would serve pre-compressed
 * pages); with `headers`, those headers too (so it sends the bytes the site sends).
 */
export function serveWithNginx({ body, gzipBody, port, dir, headers = {} }) {
  const added = Object.entries(headers)
    .filter(([name]) => !OWN_HEADERS.has(name))
    .map(([name, value]) => `add_header ${name} ${quoted(value)};`)
    .join(' ')
  fs.mkdirSync(path.join(dir, 'www'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'www', 'index.html'), body)
  if (gzipBody) fs.writeFileSync(path.join(dir, 'www', 'index.html.gz'), gzipBody)
  // The page's own type (with its charset), as the site and the page files send it: nginx's
  // default would send `text/html` alone, a few bytes fewer than what it is compared with.
  const http = `  types { }
  default_type ${quoted(headers['content-type'] ?? 'text/html')};
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, 'www')};
    location = / { ${gzipBody ? 'gzip_static on; ' : ''}${added} try_files /index.html =404; }
  }`
  return runNginx({ dir, text: configuration({ dir, http }), port, ready: (r) => r.ok })
}

/**
 * nginx on 127.0.0.1:`port` in front of the site at `base`, with the page files of
 * `pageCacheDir` as docs/nginx.example.conf serves them.
 */
export function serveSiteWithNginx({ base, pageCacheDir, port, dir }) {
  fs.mkdirSync(dir, { recursive: true })
  const brotli = hasBrotliModule()
  const modules = `${brotli ? `load_module ${BROTLI_MODULE};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}`
  const http = `  ${pageFileMaps()}
  upstream salon { server ${new URL(base).host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    ${pageFileLocations({
      pageCacheDir,
      brotli,
      proxy: `proxy_pass http://salon;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;`,
    })}
  }`
  return runNginx({
    dir,
    text: configuration({ dir, modules, http }),
    port,
    ready: (r) => r.headers.get('x-page-cache') === 'FILE',
  })
}
