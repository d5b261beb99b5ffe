// Plans, subscriptions, checkout and playback grants (issue 10): the API validates and answers
// with these schemas; the browser derives its types from them.
export * from './checkout';
export * from './dates';
export * from './errors';
export * from './media-status';
export * from './money';
export * from './play-events';
export * from './playback';
export * from './streams';
export * from './subscription';
