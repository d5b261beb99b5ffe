// A viewer profile (who is watching): its schemas, limits, form rule and error codes.
export * from './viewer-form';
export * from './viewer-profile';
