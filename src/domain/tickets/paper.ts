/** The two rolls the desk knows: 58 mm prints 32 columns of font A, 80 mm prints 48. */
export const PAPER_WIDTHS = ['80', '58'] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const COLUMNS: Readonly<Record<PaperWidth, number>> = { '58': 32, '80': 48 };
