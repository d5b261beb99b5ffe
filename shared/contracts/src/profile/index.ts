// A viewer profile (who is watching): its schemas, limits, form rule, error codes and routes.
export * from './viewer-error-codes';
export * from './viewer-form';
export * from './viewer-keys';
export * from './viewer-limits';
export * from './viewer-paths';
export * from './viewer-profile';
export * from './viewer-routes';
