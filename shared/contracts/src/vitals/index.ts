export * from './release';
export * from './report-limits';
export * from './web-vitals';
