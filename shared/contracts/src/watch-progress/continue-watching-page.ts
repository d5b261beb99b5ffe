// Apart from the schemas, so a page that only pages the row does not pull the schema library.
export const CONTINUE_WATCHING_PAGE_SIZE = 20;
