// TypeBox schemas of the admin API (issue 9): the API validates and answers with them, the
// browser derives its types and form resolver from them.
export * from './analytics';
export * from './audit';
export * from './category';
export * from './common';
export * from './errors';
export * from './film-upload';
export * from './film-upload-path';
export * from './transcoding';
export * from './transcoding-codes';
export * from './trending';
