// The Top 10 row's length and window, apart from the schemas (top-ten.ts): the admin's Analytics tab
// imports these, and a module that builds TypeBox schemas as it loads would bring TypeBox into the
// browser's bundles (issues 28, 29).

/** "Top 10 in India today": its length and the window of counted plays. */
export const TOP_TEN_SIZE = 10;
export const TOP_TEN_WINDOW_HOURS = 24;
