/**
 * The lightbox's stylesheet, put into the page by the viewer chunk when it is first opened, so
 * pages pay nothing for it before. Islands cannot use the build's CSS-module names, hence plain
 * classes under `.lb`. Durations come from custom properties the viewer sets (0 with reduced
 * motion).
 */
export const LIGHTBOX_CSS = `
/* z-index: above the sticky header and the consent banner's layer */
.lb{z-index:2147483000;--lb-fg:#1d1b1c;--lb-bg:255 255 255;--lb-panel:#fff;position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:transparent;color:var(--lb-fg);overflow:hidden;display:grid;grid-template:"bar" auto "stage" minmax(0,1fr) "texts" auto "thumbs" auto/100%}
.lb[hidden]{display:none}
.lb:focus{outline:none}
.lb[data-skin="metro-black"]{--lb-fg:#f5f2f3;--lb-bg:12 10 11;--lb-panel:#1d1b1c}
.lb:not([hidden]){animation:lb-fade var(--lb-show) ease-out}
@keyframes lb-fade{from{opacity:0}to{opacity:1}}
.lb[data-closing]{animation:lb-fade-out var(--lb-show) ease-in forwards;pointer-events:none}
@keyframes lb-fade-out{from{opacity:1}to{opacity:0}}
.lb-overlay{position:fixed;inset:0;background:rgb(var(--lb-bg)/var(--lb-overlay-opacity));z-index:-1}
.lb-stage{grid-area:stage;display:grid;place-items:center;overflow:hidden;padding:0 calc(var(--lb-offset) + 2.75rem);touch-action:pan-y;min-height:0}
.lb-stage[data-zoomed]{overflow:auto;place-items:start;cursor:zoom-out}
.lb-content{max-width:100%;max-height:100%;display:grid;place-items:center;transition:opacity var(--lb-switch) ease}
.lb-content[data-entering]{opacity:0}
.lb-content img,.lb-content video,.lb-content iframe{transition:width var(--lb-reposition) ease,height var(--lb-reposition) ease}
.lb-texts>*{transition:opacity var(--lb-fade) ease}
.lb-texts[data-entering]>*{opacity:0}
.lb-image{max-width:100%;max-height:calc(100vh - 12rem);height:auto;width:auto;object-fit:contain;cursor:zoom-in;display:block}
.lb-stage[data-zoomed] .lb-image{max-width:none;max-height:none;height:auto;cursor:zoom-out}
.lb-image[data-sized]{max-width:none;max-height:none}
.lb-video,.lb-frame{width:min(100%,calc((100vh - 12rem)*16/9));height:auto;aspect-ratio:16/9;max-height:calc(100vh - 12rem);border:0;background:#000}
.lb-html{background:var(--lb-panel);color:var(--lb-fg);padding:1.5rem;border-radius:.5rem;max-width:min(48rem,100%);max-height:calc(100vh - 12rem);overflow:auto;place-items:start;display:block}
.lb-error{background:var(--lb-panel);padding:1.5rem;border-radius:.5rem;max-width:32rem}
.lb-gate{position:relative;display:grid;place-items:center;width:min(100%,calc((100vh - 12rem)*16/9));aspect-ratio:16/9;background:linear-gradient(135deg,#3a2a36,#6b3f5c);color:#fff;border-radius:.5rem;overflow:hidden;isolation:isolate}
.lb-gate-poster{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1;filter:brightness(.35)}
.lb-gate-notice{max-width:34rem;padding:1.25rem;text-align:center}
.lb-gate a{color:#fff}
.lb-gate-provider{font-weight:700;font-size:1.25rem}
.lb-gate-actions{display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap}
.lb-gate-actions button{font:inherit;padding:.6rem 1.1rem;border-radius:999px;border:2px solid #fff;background:#fff;color:#3a2a36;cursor:pointer;min-height:44px}
.lb-gate-actions button+button{background:transparent;color:#fff}
.lb-bar{grid-area:bar;background:var(--lb-panel);display:flex;align-items:center;justify-content:flex-end;gap:.25rem;padding:.5rem}
.lb-counter{margin:0 auto 0 .75rem;font-variant-numeric:tabular-nums}
.lb-button{font:inherit;font-size:1.5rem;line-height:1;min-width:44px;min-height:44px;border:0;border-radius:.25rem;background:var(--lb-panel);color:var(--lb-fg);cursor:pointer;display:inline-grid;place-items:center}
.lb-button[aria-pressed="true"]{outline:2px solid currentColor;outline-offset:-4px}
.lb-button:disabled{opacity:.35;cursor:default}
.lb-button:focus-visible,.lb-thumbnails button:focus-visible,.lb a:focus-visible{outline:3px solid #6b3f5c;outline-offset:2px}
.lb-previous,.lb-next{position:fixed;top:50%;transform:translateY(-50%);font-size:2.25rem}
.lb-previous{left:var(--lb-offset)}
.lb-next{right:var(--lb-offset)}
.lb-texts{grid-area:texts;background:var(--lb-panel);text-align:center;padding:.5rem 1rem;min-height:1rem}
.lb-title{font-size:1.125rem;margin:0}
.lb-caption{margin:.25rem 0 0}
.lb-share{margin:.5rem 0 0;display:flex;gap:.75rem;justify-content:center;flex-wrap:wrap}
.lb-share[hidden]{display:none}
.lb-share a{color:inherit}
.lb-thumbnails{grid-area:thumbs;background:var(--lb-panel);display:flex;gap:.375rem;justify-content:center;overflow-x:auto;padding:.5rem}
.lb-thumbnails button{padding:0;border:2px solid transparent;background:var(--lb-panel);color:var(--lb-fg);cursor:pointer;min-width:44px;min-height:44px;flex:none}
.lb-thumbnails button[aria-current="true"]{border-color:currentColor}
.lb-thumbnails img{display:block;max-width:120px;max-height:80px;width:auto;height:auto}
.lb-thumbnails button[data-icon]{position:relative}
.lb-thumbnails button[data-icon="video"]::after{content:"";position:absolute;inset:50% auto auto 50%;transform:translate(-40%,-50%);border:solid transparent;border-width:9px 0 9px 15px;border-left-color:#fff;filter:drop-shadow(0 0 2px rgb(0 0 0/.8))}
.lb[data-path="vertical"]:not([data-mobile]){grid-template:"bar bar" auto "stage thumbs" minmax(0,1fr) "texts thumbs" auto/minmax(0,1fr) 9rem}
.lb[data-path="vertical"]:not([data-mobile]) .lb-thumbnails{flex-direction:column;align-items:center;justify-content:flex-start;overflow:hidden auto}
.lb[data-path="vertical"]:not([data-mobile]) .lb-next{right:calc(var(--lb-offset) + 9rem)}
.lb [data-lb-controls],.lb-previous,.lb-next{transition:opacity var(--lb-show) ease}
.lb[data-idle] [data-lb-controls],.lb[data-idle] .lb-previous,.lb[data-idle] .lb-next{opacity:0}
.lb[data-idle] :focus-visible{opacity:1}
.lb[data-mobile] .lb-stage{padding:0}.lb[data-mobile] .lb-previous,.lb[data-mobile] .lb-next{top:auto;bottom:.5rem;transform:none}.lb[data-mobile] .lb-thumbnails{display:none}
@media (prefers-reduced-motion:reduce){.lb:not([hidden]),.lb[data-closing]{animation:none}.lb-content,.lb-content img,.lb-content video,.lb-content iframe,.lb-texts>*,.lb [data-lb-controls],.lb-previous,.lb-next{transition:none}}
html[data-lightbox-open]{overflow:hidden}
`
