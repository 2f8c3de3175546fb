import { describe, expect, it } from 'vitest';
import {
  addDays,
  averageTicketCents,
  csvAmount,
  csvField,
  csvLine,
  daysBetween,
  ordersCsvFileName,
  productSizeLabel,
  rankingSizes,
  reportDays,
  ReportQuerySchema,
  reportSearch,
  sharePercent,
} from './admin-reports';

describe('report periods', () => {
  it('counts the presets back from the shop’s date, today included', () => {
    expect(reportDays({ period: 'hoje' }, '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(reportDays({ period: '7dias' }, '2026-03-01')).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    expect(reportDays({ period: '30dias' }, '2028-03-01')).toEqual({
      from: '2028-02-01',
      to: '2028-03-01',
    });
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2025-11-21', '2026-11-21')).toBe(365);
  });

  it('takes up to 366 days and refuses more, a day that does not exist or an end before the start', () => {
    const custom = (from: string, to: string) =>
      ReportQuerySchema.safeParse({ period: 'personalizado', from, to });
    expect(custom('2027-11-21', '2028-11-20').success).toBe(true);
    expect(custom('2027-11-21', '2028-11-21').error?.issues[0]?.message).toBe(
      'O período pode ter no máximo 366 dias.',
    );
    expect(custom('2026-02-29', '2026-03-01').error?.issues[0]?.message).toBe(
      'Data inválida: esse dia não existe.',
    );
    expect(custom('2026-03-02', '2026-03-01').success).toBe(false);
    expect(ReportQuerySchema.parse({})).toEqual({ period: 'hoje' });
  });

  it('puts dates in the query only for a custom period', () => {
    expect(reportSearch({ period: '7dias', from: '2026-01-01' })).toBe('period=7dias');
    expect(reportSearch({ period: 'personalizado', from: '2026-01-01', to: '2026-01-31' })).toBe(
      'period=personalizado&from=2026-01-01&to=2026-01-31',
    );
  });

  it('rounds the average ticket to the centavo, and is 0 without orders', () => {
    expect(averageTicketCents(22_000, 3)).toBe(7333);
    expect(averageTicketCents(20_001, 2)).toBe(10_001);
    expect(averageTicketCents(0, 0)).toBe(0);
  });
});

describe('the CSV for Brazilian Excel', () => {
  it('writes amounts with a decimal comma and no thousands mark', () => {
    expect(csvAmount(123_450)).toBe('1234,50');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(null)).toBe('');
  });

  it('quotes a field holding the separator, a quote or a line break', () => {
    expect(csvField('Rua A; casa 2')).toBe('"Rua A; casa 2"');
    expect(csvField('Pizza "da casa"')).toBe('"Pizza ""da casa"""');
    expect(csvField('linha\numa')).toBe('"linha\numa"');
    expect(csvField('Calabresa, Coca-Cola 2L')).toBe('Calabresa, Coca-Cola 2L');
  });

  it('keeps a spreadsheet from running a formula a customer typed', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+5511')).toBe("'+5511");
    expect(csvField('@soma')).toBe("'@soma");
  });

  it('ends each line with CRLF and names the file by its days', () => {
    expect(csvLine(['1', 'Ana'])).toBe('1;Ana\r\n');
    expect(ordersCsvFileName({ from: '2026-11-20', to: '2026-11-20' })).toBe(
      'pedidos-2026-11-20.csv',
    );
    expect(ordersCsvFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      'pedidos-2026-11-01-a-2026-11-30.csv',
    );
  });
});

describe('sales by size', () => {
  it("names a product in its size, 'Calabresa · Grande'; one without a size keeps its name", () => {
    expect(productSizeLabel('Calabresa', 'Grande')).toBe('Calabresa · Grande');
    expect(productSizeLabel('Coca-Cola 2L', null)).toBe('Coca-Cola 2L');
  });

  it('reads the ranking in the sizes it came in, the items without a size last', () => {
    const row = (name: string, sizeName: string | null) => ({
      name,
      sizeName,
      quantity: 1,
      revenueCents: 100,
    });
    expect(
      rankingSizes([
        row('Calabresa', 'Broto'),
        row('Mussarela', 'Broto'),
        row('Coca-Cola 2L', null),
        row('Calabresa', 'Grande'),
        row('Calabresa', 'Família'),
      ]),
    ).toEqual(['Broto', 'Grande', 'Família', null]);
    expect(rankingSizes([])).toEqual([]);
  });

  it('gives a share in whole percent, nothing of nothing as 0', () => {
    // 3 of 8 pizzas: 37,5 % → 38 %
    expect(sharePercent(3, 8)).toBe(38);
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(8, 8)).toBe(100);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
