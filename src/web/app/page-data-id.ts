/**
 * The id of the <script type="application/json"> that carries a server-rendered page's data
 * (page-data.ts); its own module, so the browser's entry (main.tsx) can look for it alone.
 */
export const PAGE_DATA_ID = 'forno-page-data';
