// A plan (spec §9): ids, prices, features and the plan schemas.

export * from './plan-features';
export * from './plans';
