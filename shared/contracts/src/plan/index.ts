// A plan (spec §9): ids, prices, features and the plan schemas.

export * from './plan-catalogue';
export * from './plan-features';
export * from './plan-ids';
export * from './plans';
