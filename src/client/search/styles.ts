// The dialog's and results' styles. They ship with the lazily loaded search module, not in the site stylesheet, so
// pages that never open search pay nothing for them. Colours are the theme's tokens (src/theme/styles/base.css).
export const SEARCH_CSS = `
.search-dialog{width:min(42rem,calc(100vw - 2rem));max-height:min(40rem,calc(100vh - 4rem));margin:4rem auto auto;padding:0;border:1px solid var(--border);border-radius:calc(var(--radius)*1.5);background:var(--bg-raised);color:var(--fg);box-shadow:0 1.25rem 3rem rgba(0,0,0,.25)}
.search-dialog::backdrop{background:rgba(15,18,25,.45)}
.search-panel{display:flex;flex-direction:column;max-height:inherit}
.search-form{display:flex;align-items:center;gap:.5rem;padding:.75rem 1rem;border-bottom:1px solid var(--border)}
.search-icon{flex:none;color:var(--fg-muted)}
.search-input{flex:1;min-width:0;border:0;outline:0;background:transparent;color:var(--fg);font:inherit;font-size:1.1rem;padding:.25rem 0}
.search-close{flex:none;border:0;background:none;padding:0;cursor:pointer;color:var(--fg-muted)}
.search-dialog kbd,.search-page kbd{display:inline-block;min-width:1.5em;padding:0 .35em;border:1px solid var(--border);border-bottom-width:2px;border-radius:.3rem;background:var(--bg-soft);font-size:.75rem;line-height:1.5;text-align:center;color:var(--fg-muted)}
.search-filters{display:flex;flex-wrap:wrap;gap:.35rem;padding:.6rem 1rem 0}
.search-filter{border:1px solid var(--border);border-radius:999px;background:none;padding:.1rem .7rem;font-size:.85rem;cursor:pointer;color:var(--fg-muted)}
.search-filter[aria-pressed=true]{background:var(--accent-soft);border-color:var(--accent);color:var(--accent)}
.search-status{padding:.4rem 1rem 0;font-size:.8rem;color:var(--fg-muted);min-height:1.2rem}
.search-corrected{color:var(--fg);font-weight:600}
.search-dialog .search-results{overflow-y:auto;padding:.25rem .5rem .75rem;overscroll-behavior:contain}
.search-group{margin-top:.5rem}
.search-group-title{padding:.25rem .5rem;font-size:.75rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--fg-muted)}
.search-result{display:block;padding:.5rem .75rem;margin:.125rem 0;border-radius:var(--radius);border:1px solid transparent;background:var(--bg-soft);color:var(--fg);text-decoration:none}
.search-result:hover{color:var(--fg)}
.search-result[aria-selected=true]{border-color:var(--accent);background:var(--accent-soft)}
.search-subresult{margin-left:1.25rem;background:none;border-left:2px solid var(--border);border-radius:0 var(--radius) var(--radius) 0}
.search-line{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem .5rem}
.search-title{font-weight:600}
.search-heading{font-weight:500;color:var(--accent)}
.search-heading::before{content:'› ';color:var(--fg-muted)}
.search-subresult .search-heading::before{content:''}
.search-kind{font-size:.7rem;padding:0 .4rem;border-radius:999px;border:1px solid var(--border);color:var(--fg-muted)}
.search-excerpt{display:block;margin-top:.15rem;font-size:.85rem;line-height:1.45;color:var(--fg-muted);overflow-wrap:anywhere}
.search-results mark{background:none;color:var(--fg);font-weight:600;text-decoration:underline;text-decoration-color:var(--accent);text-decoration-thickness:2px;text-underline-offset:.15em}
.search-more{display:block;margin:.25rem 0 0 .5rem;border:0;background:none;padding:.2rem .25rem;font-size:.85rem;color:var(--accent);cursor:pointer}
.search-footer{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1rem;padding:.5rem 1rem;border-top:1px solid var(--border);font-size:.78rem;color:var(--fg-muted)}
.search-footer .search-all{margin-left:auto}
.search-page .search-filters,.search-page .search-status{padding-left:0;padding-right:0}
@media (max-width:640px){.search-dialog{margin:0;width:100vw;max-width:100vw;height:100vh;max-height:100vh;border-radius:0}.search-footer span{display:none}}
@media (prefers-reduced-motion:no-preference){.search-result{transition:background-color .1s,border-color .1s}}
`;
