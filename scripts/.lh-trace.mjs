import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const [base, page] = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] })
const { lhr, artifacts } = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' })
await chrome.kill()
const events = artifacts.Trace.traceEvents
const nav = events.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find(e=>e.name==='navigationStart')
const t0 = nav.ts
const fcp = events.find(e => e.name === 'firstContentfulPaint')
const lcps = events.filter(e => e.name === 'largestContentfulPaint::Candidate')
console.log('fcp', (fcp.ts - t0)/1000, 'lcp cands', lcps.map(e => [(e.ts-t0)/1000, e.args?.data?.type, e.args?.data?.size]))
const pid = fcp.pid, tid = fcp.tid
const main = events.filter(e => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur > 2000 && e.ts >= t0)
for (const e of main.slice(0, 60)) { const d = e.args?.data ?? e.args?.beginData ?? {}; console.log(((e.ts-t0)/1000).toFixed(1), (e.dur/1000).toFixed(1), e.name, JSON.stringify(d.stackTrace ?? d.url ?? "").slice(0,200)) }
console.log('dom-size', lhr.audits['dom-size']?.displayValue)
