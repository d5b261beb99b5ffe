export * from './release';
export * from './report-limits';
export * from './vital-thresholds';
export * from './web-vitals';
