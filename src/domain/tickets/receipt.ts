import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * CP860 (Portuguese) holds every letter of pt-BR (á à â ã é ê í ó ô õ ú ç and capitals) and is
 * table 3 of `ESC t` on Epson, Bixolon, Citizen, Xprinter and the generic 58/80 mm printers
 * (docs/decisions/028).
 */
const CODE_PAGE = 'cp860';

/** An ESC/POS encoder for a roll of `columns`, with the rule and label–value row every print uses. */
export function openReceipt(columns: number) {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns,
    codepageMapping: 'epson',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage(CODE_PAGE);
  const rule = () => encoder.rule({ style: 'single' });
  /** The value keeps its own column (a price is never split); a long label wraps on its left. */
  const pair = (label: string, value: string, isBold = false) => {
    const valueWidth = Math.min(value.length, columns - 12);
    encoder.bold(isBold);
    encoder.table(
      [
        { width: columns - valueWidth - 1, marginRight: 1, align: 'left' },
        { width: valueWidth, align: 'right' },
      ],
      [[label, value]],
    );
    encoder.bold(false);
  };
  return { encoder, rule, pair };
}
