// Plans, subscriptions, checkout and playback grants (issue 10): the API validates and answers
// with these schemas; the browser derives its types from them.
export * from './checkout';
export * from './dates';
export * from './errors';
export * from './media-readiness';
export * from './media-status';
export * from './money';
export * from './not-subscribed';
export * from './play-events';
export * from './play-milestones';
export * from './playback';
export * from './stream-limits';
export * from './streams';
export * from './subscription';
