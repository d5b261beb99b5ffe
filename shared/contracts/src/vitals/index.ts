export * from './web-vitals';
