// The static visitor pages' CSS is shared with the other remotes that prerender pages.
export { STATIC_PAGE_CSS } from '@premieres/ui/plain/static-page-css';
