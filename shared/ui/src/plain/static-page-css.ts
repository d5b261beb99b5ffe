// The prerendered pages' own CSS (mfe-landing's /faq, /help, /about, /privacy, /terms, /shipping,
// /speed-test; mfe-account's /contact adds its form's rules): drawn without Chakra, so their
// documents paint with no JavaScript and their islands stay tiny; inside the shell the same
// components use it too. Same look as the Chakra theme (dark
// surfaces, crimson brand); breakpoint md 768px as Chakra's. Classes carry the `sp-` prefix.
export const STATIC_PAGE_CSS = `
html{color-scheme:dark}
body{margin:0;background:#0b0b0f;color:#f5f5f7}
.sp,.sp *,.sp *::before,.sp *::after{box-sizing:border-box}
.sp{min-height:100vh;background:#0b0b0f;color:#f5f5f7;padding:1.5rem 0;line-height:1.625;-webkit-font-smoothing:antialiased;
font-family:'Inter','Noto Sans','Noto Sans Devanagari','Noto Sans Malayalam',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:where(.sp) :where(h1,h2,h3,p,ul){margin:0}
:where(.sp) :where(a){color:inherit}
:where(.sp) :where(svg){display:block;flex-shrink:0}
.sp-container{width:100%;max-width:56rem;margin:0 auto;padding:0 1rem}
.sp-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.sp-muted{color:#b4b4be}
.sp-back{display:inline-flex;align-items:center;gap:.5rem;height:2.25rem;padding:0 .75rem;border:0;border-radius:.375rem;background:transparent;
color:#f5f5f7;font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.sp-back:hover{background:rgba(255,255,255,.08)}
.sp-back svg{width:1rem;height:1rem}
.sp-head{display:flex;flex-direction:column;gap:.5rem;margin:1rem 0 2rem}
.sp-h1{font-size:1.875rem;font-weight:700;line-height:1.2}
.sp-body{display:flex;flex-direction:column;gap:1.5rem}
.sp-h2{font-size:1.25rem;font-weight:600;line-height:1.33;margin-bottom:.5rem}
.sp-h2-xl{font-size:1.5rem;font-weight:600;line-height:1.33;margin-bottom:1rem}
.sp-h3{font-size:1.125rem;font-weight:600;margin-bottom:.5rem}
.sp-btn:focus-visible,.sp-back:focus-visible,.sp-faq summary:focus-visible,.sp-search input:focus-visible,.sp-article:focus-visible{outline:2px solid #f5303f;outline-offset:2px}
.sp-faq{display:flex;flex-direction:column;gap:.5rem}
.sp-faq details{background:#1a1a22;border-radius:.375rem}
.sp-faq summary{list-style:none;cursor:pointer;display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1.25rem 1rem;
font-size:1rem;font-weight:500}
.sp-faq summary::-webkit-details-marker{display:none}
.sp-faq summary:hover{background:#26262f}
.sp-faq-icon{transition:transform .2s}
.sp-faq details[open] .sp-faq-icon{transform:rotate(45deg)}
.sp-faq-answer{padding:.25rem 1rem 1.25rem;font-size:1rem;color:#b4b4be;border-top:1px solid #0b0b0f}
.sp-search{position:relative}
.sp-search svg{position:absolute;left:1rem;top:50%;transform:translateY(-50%);color:#b4b4be;width:1.25rem;height:1.25rem}
.sp-search input{width:100%;height:3rem;padding:0 1rem 0 3rem;border-radius:.375rem;border:1px solid #2c2c36;background:transparent;
color:#f5f5f7;font:inherit;font-size:1.125rem}
.sp-grid{display:grid;grid-template-columns:1fr;gap:1rem}
.sp-grid-wide{gap:1.5rem}
.sp-card{display:flex;flex-direction:column;align-items:flex-start;background:#15151b;border:1px solid #2c2c36;border-radius:.75rem;padding:1.5rem}
.sp-card-icon{color:#fd616d;margin-bottom:.75rem}
.sp-card-icon svg{width:2rem;height:2rem}
.sp-card .sp-h2{margin-bottom:0}
.sp-card-text{color:#b4b4be;margin-top:.25rem}
.sp-badge{display:inline-block;margin-top:.75rem;padding:0 .5rem;border-radius:.25rem;background:#490306;color:#fd616d;font-size:.75rem;font-weight:500;line-height:1.5rem}
.sp-card-action{margin-top:auto;padding-top:1.25rem}
.sp-btn{display:inline-flex;align-items:center;justify-content:center;height:2.5rem;padding:0 1rem;border-radius:.375rem;border:1px solid #9f0a12;
background:transparent;color:#fd616d;font:inherit;font-size:.875rem;font-weight:600;text-decoration:none;cursor:pointer}
.sp-btn:hover{background:#490306}
.sp-list{padding-left:1rem;color:#b4b4be;display:flex;flex-direction:column;gap:.25rem}
.sp-articles{list-style:none;padding:0;display:grid;grid-template-columns:1fr;gap:.75rem}
.sp-article{display:flex;align-items:center;gap:.5rem;padding:1rem;background:#1a1a22;border-radius:.5rem;color:#f5f5f7;text-decoration:none}
.sp-article:hover{background:#26262f}
.sp-article svg{width:1rem;height:1rem}
.sp-small{font-size:.875rem}
.sp-strong{font-weight:500}
.sp-stack{display:flex;flex-direction:column;align-items:flex-start;gap:1rem}
.sp-stack>*{max-width:100%}
.sp-btn svg{width:1.25rem;height:1.25rem;margin-right:.5rem}
.sp-btn-solid{height:3rem;padding:0 1.5rem;font-size:1.125rem;background:#e50914;border-color:#e50914;color:#fff}
.sp-btn-solid:hover{background:#c1070f}
.sp-btn:disabled{opacity:.5;cursor:not-allowed}
.sp-progress{appearance:none;-webkit-appearance:none;display:block;width:100%;height:.75rem;border:0;border-radius:9999px;overflow:hidden;background:#1a1a22}
.sp-progress::-webkit-progress-bar{background:#1a1a22;border-radius:9999px}
.sp-progress::-webkit-progress-value{background:#e50914;border-radius:9999px;transition:width .3s}
.sp-progress::-moz-progress-bar{background:#e50914;border-radius:9999px}
.sp-figures{display:grid;grid-template-columns:1fr;gap:1rem;width:100%}
.sp-figure{background:#15151b;border:1px solid #2c2c36;border-radius:.75rem;padding:1.25rem;text-align:center}
.sp-figure-value{font-size:1.875rem;font-weight:900;margin-top:.25rem}
.sp-verdict{font-size:1.125rem;font-weight:500}
.sp-recommendations{display:flex;flex-direction:column;gap:.5rem;margin-top:.75rem}
.sp-recommendation{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1rem;border-radius:.5rem;background:#1a1a22;border:1px solid transparent}
.sp-recommendation-best{background:#490306;border-color:#e50914}
.sp-badge-solid{display:inline-block;margin-left:.5rem;padding:0 .5rem;border-radius:.25rem;background:#e50914;color:#fff;font-size:.75rem;font-weight:600;line-height:1.5rem}
@media (min-width:480px){.sp-figures{grid-template-columns:repeat(3,1fr)}}
@media (min-width:768px){
.sp{padding:2.5rem 0}
.sp-h1{font-size:2.25rem}
.sp-faq summary{padding:1.25rem 1.5rem;font-size:1.25rem}
.sp-faq-answer{padding:.25rem 1.5rem 1.25rem;font-size:1.125rem}
.sp-grid{grid-template-columns:repeat(3,1fr)}
.sp-articles{grid-template-columns:repeat(2,1fr)}
}
`;
