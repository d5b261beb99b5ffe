// The names the document and its island agree on are shared with the other remotes that
// prerender their pages (@premieres/ui/plain/static-page-ids).
export {
  BACK_ATTRIBUTE,
  STATIC_PAGE_ATTRIBUTE,
  STATIC_PAGE_CONTAINER_ID,
  STATIC_PAGES_BASE_ATTRIBUTE,
  STATIC_TRANSLATING_ATTRIBUTE,
  staticDocumentFile,
  staticTranslationFile,
} from '@premieres/ui/plain/static-page-ids';
