/** Element id Settings' Change Plan and every upsell link to (/dashboard#plans). */
export const PLANS_SECTION_ID = 'plans';
