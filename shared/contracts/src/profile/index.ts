// A viewer profile (who is watching): its schemas, limits, form rule, error codes and routes.
export * from './viewer-form';
export * from './viewer-paths';
export * from './viewer-profile';
export * from './viewer-routes';
