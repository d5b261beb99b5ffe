import { BACKDROP_TILES_CSS } from './backdrop-tiles';

// The landing page's own CSS: '/' renders without Chakra (and without the shared @premieres/ui
// singleton, ~60 KB gzip), so a first-time visitor downloads far less JavaScript. Same look as the
// Chakra theme in shared/ui (dark surfaces, crimson brand). Breakpoints are Chakra's: sm 480px,
// md 768px, lg 1024px. Class names carry the `lp-` prefix so they never meet another remote's.
export const LANDING_CSS = `
html{color-scheme:dark}
body{margin:0;background:#0b0b0f;color:#f5f5f7;min-height:100vh}
.lp,.lp *,.lp *::before,.lp *::after{box-sizing:border-box}
.lp{min-height:100vh;background:#0b0b0f;color:#f5f5f7;line-height:1.5;-webkit-font-smoothing:antialiased;
font-family:'Inter','Noto Sans','Noto Sans Devanagari','Noto Sans Malayalam',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
:where(.lp) :where(h1,h2,h3,p,ul){margin:0}
:where(.lp) :where(ul){padding:0;list-style:none}
:where(.lp) :where(a){color:inherit;text-decoration:none}
:where(.lp) :where(svg){display:block;flex-shrink:0}
.lp-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.lp-container{width:100%;margin:0 auto;padding:0 1rem}
.lp-w-2xl{max-width:42rem}.lp-w-4xl{max-width:56rem}.lp-w-6xl{max-width:72rem}.lp-w-7xl{max-width:80rem}
.lp-muted{color:#b4b4be}
.lp-brand{color:#fd616d}
.lp-center{text-align:center}
.lp-h2{font-size:1.5rem;font-weight:700;line-height:1.2}
.lp-section{padding:3.5rem 0}
.lp-section-sm{padding:2.5rem 0}

.lp-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;border-radius:.375rem;border:1px solid transparent;
font:inherit;font-weight:600;white-space:nowrap;cursor:pointer;height:2.75rem;padding:0 1.25rem;font-size:1rem;line-height:1;transition:background .2s,border-color .2s}
.lp-btn:focus-visible,.lp-select:focus-visible,.lp-input:focus-visible,.lp-faq summary:focus-visible{outline:2px solid #f5303f;outline-offset:2px}
.lp-btn svg{width:1.25em;height:1.25em}
.lp-btn-sm{height:2.25rem;padding:0 .625rem;font-size:.875rem}
.lp-btn-xl{height:3rem;padding:0 1.5rem;font-size:1.125rem;font-weight:700}
.lp-btn-brand{background:#e50914;color:#fff}
.lp-btn-brand:hover{background:#c1070f}
.lp-btn-outline{background:transparent;color:#fd616d;border-color:#9f0a12}
.lp-btn-outline:hover{background:#490306}
.lp-btn-white{background:#fff;color:#000}
.lp-btn-white:hover{background:rgba(255,255,255,.8)}
.lp-btn-glass{background:rgba(255,255,255,.16);color:#fff;border-color:rgba(255,255,255,.24)}
.lp-btn-glass:hover{background:rgba(255,255,255,.24)}
.lp-btn-ghost{background:transparent;color:#fff}
.lp-btn-ghost:hover{background:rgba(255,255,255,.08)}

.lp-select-wrap{position:relative;display:inline-block;width:6.5rem}
.lp-select{appearance:none;width:100%;height:2.25rem;padding:0 1.75rem 0 .625rem;border-radius:.375rem;border:1px solid transparent;
background:#1a1a22;color:#f5f5f7;font:inherit;font-size:.875rem;cursor:pointer}
.lp-select-wrap svg{position:absolute;right:.5rem;top:50%;transform:translateY(-50%);pointer-events:none;width:1rem;height:1rem}

.lp-topbar{position:fixed;top:0;left:0;right:0;z-index:1200;background:rgba(11,11,15,.82);backdrop-filter:blur(8px);-webkit-backdrop-filter:blur(8px);border-bottom:1px solid rgba(255,255,255,.06)}
.lp-topbar-inner{display:flex;align-items:center;justify-content:space-between;gap:.5rem;height:4rem}
.lp-topbar-actions{display:flex;align-items:center;gap:.375rem;flex-shrink:0}
.lp-logo{font-weight:900;letter-spacing:-.025em;color:#e50914;text-transform:uppercase;font-size:1.125rem}

.lp-hero{position:relative;min-height:85vh;display:flex;align-items:center;padding:6rem 0 4rem;overflow:hidden}
.lp-hero-content{position:relative;text-align:center}
.lp-hero h1{font-size:2.25rem;line-height:1.1;font-weight:900;letter-spacing:-.025em}
.lp-hero-price{font-size:1.125rem;margin:1rem 0 2rem;font-weight:500}
.lp-hero-actions{display:flex;justify-content:center;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.lp-backdrop{position:absolute;inset:0;overflow:hidden;pointer-events:none}
.lp-backdrop-grid{position:absolute;top:-20%;left:-10%;width:120%;display:grid;grid-template-columns:repeat(4,1fr);gap:.75rem;transform:rotate(-8deg);opacity:.55}
.lp-backdrop-tile{aspect-ratio:2/3;border-radius:.375rem}
${BACKDROP_TILES_CSS}
.lp-backdrop-shade{position:absolute;inset:0;background-image:radial-gradient(ellipse at 50% 35%,rgba(229,9,20,.25),transparent 60%),linear-gradient(to bottom,rgba(11,11,15,.92) 0%,rgba(11,11,15,.55) 40%,rgba(11,11,15,.85) 80%,#0b0b0f 100%)}

.lp-email{width:100%;margin:0 auto}
.lp-email-prompt{font-size:1rem;margin-bottom:1rem}
.lp-email-row{display:flex;flex-direction:column;gap:.5rem;align-items:stretch}
.lp-email-field{flex:1}
.lp-input{width:100%;height:3rem;padding:0 1rem;border-radius:.375rem;border:1px solid rgba(255,255,255,.36);background:rgba(0,0,0,.55);color:#f5f5f7;font:inherit;font-size:1.125rem}
.lp-input::placeholder{color:#b4b4be}
.lp-input[aria-invalid=true]{border-color:#fd616d}
.lp-email-error{color:#fd616d;margin-top:.5rem;text-align:start;font-weight:500}

.lp-trending-title{font-size:1.25rem;font-weight:700;margin-bottom:1.5rem}
.lp-grid-trending{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
.lp-tile{display:block;border-radius:.5rem;overflow:hidden;background:#1a1a22}
.lp-tile-poster{position:relative;aspect-ratio:2/3;overflow:hidden}
.lp-tile-poster img{display:block;width:100%;height:100%;object-fit:cover;transition:transform .3s}
.lp-tile:hover .lp-tile-poster img{transform:scale(1.05)}
.lp-tile-caption{display:flex;align-items:baseline;gap:.5rem;padding:.5rem;line-height:1.5rem}
.lp-tile-rank{flex:none;font-size:1.25rem;font-weight:900;color:#ff4d57}
.lp-tile-title{flex:1;min-width:0;font-size:.875rem;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}

.lp-plans-subtitle{margin:.5rem 0 3rem}
.lp-grid-plans{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem;align-items:stretch}
.lp-plan{position:relative;display:flex;flex-direction:column;background:#15151b;border:1px solid #2c2c36;border-radius:.75rem;padding:1.5rem}
.lp-plan-popular{background:linear-gradient(160deg,#2a0a0f 0%,#15151b 55%);border:2px solid #e50914;box-shadow:0 0 40px rgba(229,9,20,.25)}
.lp-badge{position:absolute;top:0;left:50%;transform:translate(-50%,-50%);background:#e50914;color:#fff;padding:.25rem .75rem;border-radius:9999px;
text-transform:uppercase;font-weight:700;font-size:.75rem;line-height:1.2;white-space:nowrap}
.lp-plan h3{font-size:1.5rem;font-weight:600;line-height:1.33}
.lp-plan-price{margin-top:.75rem;font-size:2.25rem;font-weight:900;line-height:1}
.lp-plan-per{font-size:1rem;font-weight:500;color:#b4b4be;margin-inline-start:.25rem}
.lp-plan-features{margin:1.5rem 0 2rem;flex:1;display:flex;flex-direction:column;gap:.75rem}
.lp-plan-features li{display:flex;align-items:flex-start;gap:.5rem}
.lp-plan-features svg{color:#fd616d;margin-top:.125rem}
.lp-plan .lp-btn{width:100%;font-weight:700}

.lp-features{background:#121218}
.lp-features .lp-h2{margin-bottom:2.5rem}
.lp-grid-features{display:grid;grid-template-columns:minmax(0,1fr);gap:1.25rem}
.lp-feature{border-radius:.75rem;padding:1.5rem;background:linear-gradient(149deg,#1c1d3a 0%,#1a0f1c 60%,#2a0a12 100%);border:1px solid rgba(255,255,255,.06)}
.lp-feature h3{font-size:1.25rem;font-weight:700;margin-bottom:.75rem}
.lp-feature-icon{margin-top:1.5rem;color:#fd616d;display:flex;justify-content:flex-end}

.lp-faq-title{margin-bottom:2rem}
.lp-faq{display:flex;flex-direction:column;gap:.5rem}
.lp-faq details{background:#1a1a22;border-radius:.375rem}
.lp-faq summary{list-style:none;cursor:pointer;display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:1.25rem 1rem;font-size:1rem;font-weight:500}
.lp-faq summary::-webkit-details-marker{display:none}
.lp-faq summary:hover{background:#26262f}
.lp-faq-icon{transition:transform .2s}
.lp-faq details[open] .lp-faq-icon{transform:rotate(45deg)}
.lp-faq-answer{padding:.25rem 1rem 1.25rem;font-size:1rem;color:#b4b4be;border-top:1px solid #0b0b0f}

.lp-moneyback{display:flex;align-items:center;gap:1.25rem;padding:1.5rem;border-radius:.75rem;border:1px solid #9f0a12;background:#490306}
.lp-moneyback h2{font-size:1.25rem;font-weight:700}
.lp-moneyback p{margin-top:.25rem}

.lp-footer{border-top:1px solid #2c2c36;padding:2.5rem 0;color:#b4b4be}
.lp-footer a{text-decoration:underline}
.lp-footer a:hover{color:#f5f5f7}
.lp-footer-phone{margin-bottom:1.5rem}
.lp-footer-links{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem;font-size:.875rem;margin-bottom:2rem}
.lp-footer-country{margin-top:1.5rem;font-size:.875rem}
.lp-footer-copy{margin-top:.25rem;font-size:.75rem}


@media (min-width:480px){
.lp-select-wrap{width:8.5rem}
.lp-btn-sm{padding:0 .75rem}
.lp-logo{font-size:1.25rem}
.lp-email-row{flex-direction:row}
}
@media (min-width:768px){
.lp-container{padding:0 1.5rem}
.lp-section{padding:5rem 0}
.lp-section-sm{padding:3.5rem 0}
.lp-h2{font-size:2.25rem}
.lp-topbar-actions{gap:.75rem}
.lp-logo{font-size:1.5rem}
.lp-hero{min-height:90vh}
.lp-hero h1{font-size:3.75rem}
.lp-hero-price{font-size:1.5rem}
.lp-backdrop-grid{grid-template-columns:repeat(6,1fr)}
.lp-email-prompt{font-size:1.25rem}
.lp-email .lp-btn-xl{font-size:1.25rem}
.lp-trending-title{font-size:1.875rem}
.lp-grid-trending{grid-template-columns:repeat(4,minmax(0,1fr));gap:1rem}
.lp-grid-plans{grid-template-columns:repeat(3,minmax(0,1fr));gap:1.5rem}
.lp-plan{padding:2rem}
.lp-grid-features{grid-template-columns:repeat(2,minmax(0,1fr))}
.lp-faq summary{padding:1.25rem 1.5rem;font-size:1.25rem}
.lp-faq-answer{padding:.25rem 1.5rem 1.25rem;font-size:1.125rem}
.lp-moneyback{padding:2rem}
.lp-moneyback h2{font-size:1.5rem}
.lp-footer{padding:3.5rem 0}
.lp-footer-links{grid-template-columns:repeat(4,minmax(0,1fr))}
}
@media (min-width:1024px){
.lp-container{padding:0 2rem}
.lp-grid-trending{grid-template-columns:repeat(6,minmax(0,1fr))}
.lp-plan-popular{transform:scale(1.04)}
.lp-grid-features{grid-template-columns:repeat(4,minmax(0,1fr))}
}
`;
