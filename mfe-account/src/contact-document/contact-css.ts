// /contact's own rules on top of the prerendered pages' stylesheet (@premieres/ui/plain): the
// form, its errors, the locked notice, the details card and the toasts (outside the page's
// <main>, so they carry the font themselves). Same look as the Chakra
// page it replaces; breakpoint lg 1024px as Chakra's. Classes carry the `cp-` prefix.
/** The toasts of toasts.tsx (the prerendered /auth shows them too). */
export const TOAST_CSS = `
.cp-toasts{list-style:none;margin:0;padding:0;line-height:1.5;font-family:'Inter','Noto Sans','Noto Sans Devanagari','Noto Sans Malayalam',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;position:fixed;bottom:1rem;left:50%;transform:translateX(-50%);display:flex;flex-direction:column;gap:.5rem;z-index:10;width:min(24rem,calc(100% - 2rem))}
.cp-toast{padding:.75rem 1rem;border-radius:.5rem;background:#1f7a3f;color:#fff;box-shadow:0 4px 12px rgba(0,0,0,.4)}
.cp-toast-error{background:#b91c1c}
.cp-toast-title{font-weight:600}
`;

/** The form's fields, errors and alert (the prerendered /auth's forms use them too). */
export const FORM_CSS = `
.cp-form{display:flex;flex-direction:column;gap:1rem}
.cp-field{display:flex;flex-direction:column;gap:.375rem}
.cp-label{font-size:.875rem;font-weight:500}
.cp-input{width:100%;min-height:2.5rem;padding:.5rem .75rem;border-radius:.375rem;border:1px solid #2c2c36;background:transparent;color:#f5f5f7;font:inherit;font-size:1rem}
.cp-input:focus-visible{outline:2px solid #f5303f;outline-offset:0}
.cp-input[aria-invalid=true]{border-color:#f87171}
textarea.cp-input{resize:vertical}
.cp-error{color:#f87171;font-size:.875rem}
.cp-alert{display:flex;flex-direction:column;gap:.25rem;padding:1rem;border-radius:.5rem;background:#3b2a05;border:1px solid #a16207}
.cp-alert-title{font-weight:600}
`;

export const CONTACT_CSS = `${FORM_CSS}
.cp-wide{max-width:72rem}
.cp-grid{display:grid;grid-template-columns:1fr;gap:1.5rem;margin-top:1.5rem}
.cp-card{background:#15151b;border:1px solid #2c2c36;border-radius:.75rem;padding:1.5rem}
.cp-send{align-self:flex-start}
.cp-details{display:flex;flex-direction:column;gap:1.25rem}
.cp-detail{display:flex;gap:.75rem;align-items:flex-start}
.cp-detail svg{width:1.25rem;height:1.25rem;color:#fd616d;margin-top:.125rem}
.cp-detail address{font-style:normal}
.cp-faq{margin-top:2.5rem}
@media (min-width:1024px){.cp-grid{grid-template-columns:3fr 2fr}}
${TOAST_CSS}`;
