import { and, asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders, printers } from '../../../db/schema';
import type { Printer, PrinterInput, PrinterRole } from '../../../domain/admin-printers';

type PrinterRow = typeof printers.$inferSelect;

function toPrinter(row: PrinterRow): Printer {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    host: row.host,
    port: row.port,
    paperWidth: row.paperWidth,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPrinters(db: Executor): Promise<Printer[]> {
  const rows = await db.select().from(printers).orderBy(asc(printers.role), asc(printers.id));
  return rows.map(toPrinter);
}

/** The active printer of a role, if the shop has one. */
export async function findActivePrinter(db: Executor, role: PrinterRole): Promise<Printer | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.role, role), eq(printers.isActive, true)))
    .limit(1);
  return row ? toPrinter(row) : null;
}

/** Another active printer with the role (not `exceptId`), which would keep this one from being active. */
export async function findOtherActivePrinter(
  db: Executor,
  role: PrinterRole,
  exceptId: number | null,
): Promise<Printer | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(
      and(
        eq(printers.role, role),
        eq(printers.isActive, true),
        exceptId === null ? undefined : ne(printers.id, exceptId),
      ),
    )
    .limit(1);
  return row ? toPrinter(row) : null;
}

/** The roles that have an active printer: the tickets an accepted order prints. */
export async function listActiveRoles(db: Executor): Promise<PrinterRole[]> {
  const rows = await db
    .select({ role: printers.role })
    .from(printers)
    .where(eq(printers.isActive, true))
    .orderBy(asc(printers.role));
  return rows.map((row) => row.role);
}

export async function insertPrinter(db: Executor, input: PrinterInput, at: Date): Promise<Printer> {
  const [row] = await db
    .insert(printers)
    .values({ ...input, createdAt: at, updatedAt: at })
    .returning();
  return toPrinter(row!);
}

export async function updatePrinter(
  db: Executor,
  id: number,
  input: PrinterInput,
  at: Date,
): Promise<Printer | null> {
  const [row] = await db
    .update(printers)
    .set({ ...input, updatedAt: at })
    .where(eq(printers.id, id))
    .returning();
  return row ? toPrinter(row) : null;
}

export async function deletePrinter(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(printers).where(eq(printers.id, id)).returning({ id: printers.id });
  return rows.length > 0;
}

export async function orderExists(db: Executor, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row !== undefined;
}
