/** docs/product/states.md#admin-sidebar, docs/product/limits.md#back-office: the admin sidebar's open state, kept 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
