import type { Database } from '../../../db/client';
import type { PrinterInput, TestPrintOutcome } from '../../../domain/admin-printers';
import { encodeTestPage } from '../../../domain/tickets/escpos-ticket';
import { findSettings } from '../establishment/repository';
import { PrinterUnavailableError, sendToPrinter, type SendOptions } from './send-to-printer';

/**
 * 'Imprimir teste': a test page sent now, not queued, to the address on the form (saved or not),
 * and what happened said in pt-BR.
 */
export async function testPrinter(
  db: Database,
  printer: PrinterInput,
  send: SendOptions,
  now: Date,
): Promise<TestPrintOutcome> {
  const stored = await findSettings(db);
  const bytes = encodeTestPage(
    { name: printer.name, layout: printer.role },
    {
      shopName: stored?.settings.name ?? '',
      width: printer.paperWidth,
      timeZone: stored?.settings.timeZone ?? 'America/Sao_Paulo',
      now,
    },
  );
  const where = `${printer.host}:${printer.port}`;
  try {
    await sendToPrinter(printer, bytes, send);
    return {
      outcome: 'printed',
      message: `A impressora está ligada e recebeu a página de teste (${where}).`,
    };
  } catch (error) {
    if (!(error instanceof PrinterUnavailableError)) throw error;
    const seconds = error.seconds.toLocaleString('pt-BR');
    switch (error.failure) {
      case 'timeout':
        return {
          outcome: 'timeout',
          seconds: error.seconds,
          message: `A impressora não respondeu em ${seconds} s (${where}). Confira se está ligada, no cabo ou Wi-Fi da mesma rede, e o endereço.`,
        };
      case 'refused':
        return {
          outcome: 'refused',
          message: `A impressora recusou a conexão (${where}). O endereço responde, mas não nesta porta: confira a porta (quase sempre 9100).`,
        };
      case 'unreachable':
        return {
          outcome: 'unreachable',
          message: `Não foi possível chegar à impressora (${where}). Confira o endereço e se ela está na mesma rede.`,
        };
    }
  }
}
