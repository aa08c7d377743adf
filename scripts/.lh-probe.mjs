import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const [base, page] = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] })
const { lhr } = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' })
await chrome.kill()
const a = lhr.audits
const out = {
  perf: lhr.categories.performance.score,
  fcp: a['first-contentful-paint'].numericValue, lcp: a['largest-contentful-paint'].numericValue,
  si: a['speed-index'].numericValue, tbt: a['total-blocking-time'].numericValue, cls: a['cumulative-layout-shift'].numericValue,
  lcpEl: JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.map(i=>i.items?.map(x=>x.node?.snippet ?? x))).slice(0,600),
  lcpPhases: JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items),
  mainThread: a['mainthread-work-breakdown']?.details?.items?.map(i=>`${i.group}:${Math.round(i.duration)}`).join(' '),
  longTasks: a['long-tasks']?.details?.items?.map(i=>`${i.url?.slice(-40)}@${Math.round(i.startTime)}+${Math.round(i.duration)}`).join(' | '),
  requests: a['network-requests']?.details?.items?.map(i=>`${i.url.replace(base,'').slice(0,70)} ${i.resourceType} ${i.transferSize} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.priority}`),
  observed: (({observedFirstContentfulPaint:f, observedLargestContentfulPaint:l, observedLoad:ld, observedDomContentLoaded:d}) => ({f,l,ld,d}))(a.metrics.details.items[0]),
  scores: Object.fromEntries(['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','cumulative-layout-shift'].map(k=>[k,a[k].score])),
}
console.log(JSON.stringify(out, null, 1))
