// Downloads for offline viewing (issue 27): licences, devices, and the names the browser shares.
export * from './constants';
export * from './errors';
export * from './quality';
export * from './schemas';
