// /auth's own rules on top of the prerendered pages' stylesheet (@premieres/ui/plain) and the
// contact form's fields and toasts: the centred card, the tabs, the password toggle, the strength
// meter, the banner, the reset dialog. Same look as the Chakra AuthCard it stands for. Classes
// carry the `ap-` prefix. AUTH_TAB_ATTRIBUTE and AUTH_CHECKING_ATTRIBUTE are set on <html> by the
// document's first script (auth-head-script.ts), before the first paint.
import { FORM_CSS, TOAST_CSS } from '../contact-document/contact-css';
import { AUTH_CHECKING_ATTRIBUTE, AUTH_TAB_ATTRIBUTE } from './auth-head-script';

export const AUTH_CSS = `${FORM_CSS}
.ap{position:relative;display:flex;align-items:center;justify-content:center;padding:2.5rem 1rem}
.ap-card{width:100%;max-width:28rem;background:#15151b;border:1px solid #2c2c36;border-radius:.75rem;padding:1.5rem;box-shadow:0 4px 16px rgba(0,0,0,.4)}
.ap-top{display:flex;justify-content:space-between;align-items:center;gap:.75rem}
.ap-logo{font-weight:900;letter-spacing:-.025em;color:#e50914;text-transform:uppercase;font-size:1.5rem;text-decoration:none}
.ap-select{height:2rem;padding:0 .5rem;border-radius:.375rem;border:1px solid #2c2c36;background:#15151b;color:#f5f5f7;font:inherit;font-size:.75rem;width:7.5rem}
.ap-head{display:flex;flex-direction:column;gap:.5rem;text-align:center;margin:1rem 0 1.5rem}
.ap-h1{font-size:1.5rem;font-weight:700;line-height:1.25}
.ap-tabs{display:grid;grid-template-columns:1fr 1fr;border-bottom:1px solid #2c2c36;margin-bottom:1.5rem}
.ap-tab{background:none;border:0;border-bottom:2px solid transparent;margin-bottom:-1px;padding:.625rem;color:#b4b4be;font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.ap-tab[aria-selected=true]{color:#f5f5f7;border-bottom-color:#e50914}
.ap-note{font-size:.875rem;color:#b4b4be}
.ap-password{position:relative}
.ap-password .cp-input{padding-right:2.75rem}
.ap-eye{position:absolute;right:.25rem;top:50%;transform:translateY(-50%);display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border:0;border-radius:.375rem;background:transparent;color:#b4b4be;cursor:pointer}
.ap-eye:hover{background:rgba(255,255,255,.08)}
.ap-eye svg{width:1.125rem;height:1.125rem}
.ap-submit{width:100%;height:2.5rem;font-size:1rem}
.ap-link{align-self:center;background:none;border:0;padding:.25rem .5rem;color:#f5f5f7;font:inherit;font-size:.875rem;font-weight:600;cursor:pointer}
.ap-link:hover{text-decoration:underline}
.ap-tab:focus-visible,.ap-eye:focus-visible,.ap-link:focus-visible,.ap-select:focus-visible,.ap-logo:focus-visible{outline:2px solid #f5303f;outline-offset:2px}
.ap-error-alert{background:#3b0a0a;border-color:#b91c1c}
.ap-match{color:#4ade80;font-size:.875rem}
.ap-strength{display:flex;flex-direction:column;gap:.25rem;font-size:.75rem}
.ap-strength-head{display:flex;justify-content:space-between;color:#b4b4be}
.ap-strength-head strong{color:#f5f5f7}
.ap-meter{height:.375rem;background:#2c2c36}.ap-meter::-webkit-progress-bar{background:#2c2c36}
.ap-meter-Good::-webkit-progress-value{background:#f97316}.ap-meter-Good::-moz-progress-bar{background:#f97316}
.ap-meter-Strong::-webkit-progress-value{background:#22c55e}.ap-meter-Strong::-moz-progress-bar{background:#22c55e}
.ap-checks{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.125rem;color:#b4b4be}
.ap-checks li{display:flex;align-items:center;gap:.375rem}
.ap-checks li[data-met=true]{color:#4ade80}
.ap-checks svg{width:.875rem;height:.875rem}
.ap-backdrop{position:fixed;inset:0;z-index:5;display:flex;align-items:center;justify-content:center;padding:1rem;background:rgba(0,0,0,.6)}
.ap-dialog{width:100%;max-width:28rem;background:#15151b;border:1px solid #2c2c36;border-radius:.75rem;padding:1.5rem;color:#f5f5f7;line-height:1.5;
font-family:'Inter','Noto Sans','Noto Sans Devanagari','Noto Sans Malayalam',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
.ap-dialog h2{font-size:1.125rem;font-weight:600;margin:0 0 .5rem}
.ap-actions{display:flex;justify-content:flex-end;gap:.75rem;margin-top:.5rem}
.ap-checking{display:none;position:absolute;top:50%;left:50%;width:2rem;height:2rem;margin:-1rem;border:3px solid #2c2c36;border-top-color:#e50914;border-radius:50%;animation:ap-spin 1s linear infinite}
@keyframes ap-spin{to{transform:rotate(360deg)}}
html[${AUTH_CHECKING_ATTRIBUTE}] .ap-card{visibility:hidden;animation:sp-reveal 0s 5s forwards}
html[${AUTH_CHECKING_ATTRIBUTE}] .ap-checking{display:block}
html[${AUTH_TAB_ATTRIBUTE}=signup] #auth-panel-signin{display:none}
html[${AUTH_TAB_ATTRIBUTE}=signup] #auth-panel-signup{display:block}
html[${AUTH_TAB_ATTRIBUTE}=signup] #auth-tab-signin{color:#b4b4be;border-bottom-color:transparent}
html[${AUTH_TAB_ATTRIBUTE}=signup] #auth-tab-signup{color:#f5f5f7;border-bottom-color:#e50914}
${TOAST_CSS}`;
