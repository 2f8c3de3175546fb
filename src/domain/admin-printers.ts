import { z } from 'zod';
import { TICKET_LAYOUTS, type TicketLayout } from './tickets/layouts';
import { PAPER_WIDTHS } from './tickets/paper';

/**
 * Network thermal printers the server prints to (docs/decisions/050): raw ESC/POS over TCP, port
 * 9100 by default. Each has a role, and the role says which layout it prints: the kitchen's
 * (items in large letters) or the counter's (the full ticket).
 */
export const PRINTER_ROLES = TICKET_LAYOUTS;
export type PrinterRole = TicketLayout;

export const PRINTER_ROLE_LABELS: Readonly<Record<PrinterRole, string>> = {
  cozinha: 'Cozinha',
  balcao: 'Balcão/expedição',
};

export const PRINTER_ROLE_HINTS: Readonly<Record<PrinterRole, string>> = {
  cozinha: 'Só os itens, em letra grande; sem preços nem dados do cliente.',
  balcao: 'O pedido completo: cliente, endereço, itens, valores e pagamento.',
};

/** The port of raw printing (HP JetDirect, 'AppSocket') every network thermal printer listens on. */
export const DEFAULT_PRINTER_PORT = 9100;
const NAME_MAX = 60;
const HOST_MAX = 253;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A host name of letters, digits and hyphens in dot-separated labels (RFC 1123). */
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An IPv4 address, a host name ('impressora-cozinha', 'epson.local') or an IPv6 address. */
function isPrinterHost(host: string): boolean {
  if (IPV4.test(host)) return true;
  // dotted numbers that are not an IPv4 address are a typo, not a host name
  if (/^[\d.]+$/.test(host)) return false;
  if (host.includes(':')) return z.ipv6().safeParse(host).success;
  return HOST_NAME.test(host);
}

const PRINTER_HOST_MESSAGE =
  'Informe o endereço IP (ex.: 192.168.0.50) ou o nome da impressora na rede.';
export const PRINTER_PORT_MESSAGE = 'A porta vai de 1 a 65535 (quase sempre 9100).';

export const PrinterInputSchema = z.object({
  name: z.string().trim().min(1, 'Dê um nome à impressora.').max(NAME_MAX),
  role: z.enum(PRINTER_ROLES, 'Escolha a função da impressora.'),
  host: z
    .string()
    .trim()
    .min(1, PRINTER_HOST_MESSAGE)
    .max(HOST_MAX, PRINTER_HOST_MESSAGE)
    .refine(isPrinterHost, PRINTER_HOST_MESSAGE),
  port: z
    .number(PRINTER_PORT_MESSAGE)
    .int(PRINTER_PORT_MESSAGE)
    .min(1, PRINTER_PORT_MESSAGE)
    .max(65_535, PRINTER_PORT_MESSAGE),
  paperWidth: z.enum(PAPER_WIDTHS, 'Escolha a largura do papel.'),
  isActive: z.boolean(),
});
export type PrinterInput = z.infer<typeof PrinterInputSchema>;

export const PrinterSchema = PrinterInputSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Printer = z.infer<typeof PrinterSchema>;

export const PrinterListSchema = z.object({ printers: z.array(PrinterSchema) });

/** Two active printers with one role would print each ticket twice, or leave one guessing. */
export const PRINTER_ROLE_TAKEN = 'PRINTER_ROLE_TAKEN' as const;
export function printerRoleTakenMessage(role: PrinterRole, other: string): string {
  return `A impressora “${other}” já está ativa como ${PRINTER_ROLE_LABELS[role].toLowerCase()}: desative-a antes de ativar outra com a mesma função.`;
}
export const PRINTER_NOT_FOUND = 'Impressora não encontrada.';

/** What a test print found, said on the screen as it is. */
export const TestPrintOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('printed'), message: z.string() }),
  z.object({ outcome: z.literal('timeout'), message: z.string(), seconds: z.number() }),
  z.object({ outcome: z.literal('refused'), message: z.string() }),
  z.object({ outcome: z.literal('unreachable'), message: z.string() }),
]);
export type TestPrintOutcome = z.infer<typeof TestPrintOutcomeSchema>;

export const ReprintInputSchema = z.object({
  role: z.enum(PRINTER_ROLES, 'Escolha a impressora.'),
});
