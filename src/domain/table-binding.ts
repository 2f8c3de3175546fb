/**
 * What a phone keeps of the table its QR code bound it to (docs/decisions/057). Apart from
 * tables.ts and without zod: the storefront's layout reads it on the first load (decision 013).
 */

/** A table's token: 16 random bytes in base64url, what its QR code carries. */
export const TABLE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * How long a phone stays bound to a table after its QR code was scanned: an evening. The next
 * visit, on another day, starts from the delivery storefront again.
 */
export const TABLE_BINDING_HOURS = 6;
