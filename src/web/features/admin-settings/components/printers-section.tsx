import { PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_PRINTER_PORT,
  PRINTER_PORT_MESSAGE,
  PRINTER_ROLE_HINTS,
  PRINTER_ROLE_LABELS,
  PRINTER_ROLES,
  PrinterInputSchema,
  type Printer,
  type PrinterInput,
  type PrinterRole,
  type TestPrintOutcome,
} from '../../../../domain/admin-printers';
import { PAPER_WIDTHS, type PaperWidth } from '../../../../domain/tickets/paper';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../../../admin/api/error-message';
import { ConfirmDialog } from '../../../admin/ui/confirm-dialog';
import { NativeSelect } from '../../../admin/ui/select';
import { Switch } from '../../../admin/ui/switch';
import { usePrinters, useRemovePrinter, useSavePrinter, useTestPrinter } from '../api/printers';
import { TestCancelSaveActions, type TestOutcomeTone } from './connection-form-parts';

/** The form as typed: the port stays text until it is checked. */
interface PrinterDraft {
  name: string;
  role: PrinterRole;
  host: string;
  port: string;
  paperWidth: PaperWidth;
  isActive: boolean;
}
type DraftErrors = Partial<Record<keyof PrinterDraft, string>>;

const EMPTY_DRAFT: PrinterDraft = {
  name: '',
  role: 'cozinha',
  host: '',
  port: String(DEFAULT_PRINTER_PORT),
  paperWidth: '80',
  isActive: true,
};

function draftOf(printer: Printer): PrinterDraft {
  return { ...printer, port: String(printer.port) };
}

/** The draft checked by the server's own schema: the printer to send, or the messages per field. */
function checkDraft(
  draft: PrinterDraft,
): { ok: true; printer: PrinterInput } | { ok: false; errors: DraftErrors } {
  const port = /^\d+$/.test(draft.port.trim()) ? Number(draft.port.trim()) : Number.NaN;
  const parsed = PrinterInputSchema.safeParse({ ...draft, port });
  if (parsed.success) return { ok: true, printer: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PrinterDraft;
    errors[field] ??= field === 'port' ? PRINTER_PORT_MESSAGE : issue.message;
  }
  return { ok: false, errors };
}

const OUTCOME_TONES: Record<TestPrintOutcome['outcome'], TestOutcomeTone> = {
  printed: 'ok',
  timeout: 'unsure',
  refused: 'failed',
  unreachable: 'failed',
};

/**
 * 'Impressoras' (docs/decisions/050): the network thermal printers the server prints tickets on,
 * one active per role (cozinha: the items in large letters; balcão/expedição: the full ticket).
 * Each is reached by its address (raw ESC/POS, port 9100); 'Imprimir teste' sends a page now
 * and says what happened.
 */
export function PrintersSection() {
  const printers = usePrinters();
  const save = useSavePrinter();
  const test = useTestPrinter();
  const remove = useRemovePrinter();
  // null: no form open; id null: a new printer
  const [editing, setEditing] = useState<{ id: number | null; draft: PrinterDraft } | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [outcome, setOutcome] = useState<TestPrintOutcome | null>(null);
  const [removing, setRemoving] = useState<Printer | null>(null);
  const list = printers.data?.printers ?? [];

  function open(id: number | null, draft: PrinterDraft) {
    setEditing({ id, draft });
    setErrors({});
    setOutcome(null);
  }

  function change(patch: Partial<PrinterDraft>) {
    setEditing((current) => current && { ...current, draft: { ...current.draft, ...patch } });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof PrinterDraft)[]) delete next[key];
      return next;
    });
    setOutcome(null);
  }

  function checked(): PrinterInput | null {
    if (!editing) return null;
    const result = checkDraft(editing.draft);
    if (result.ok) return result.printer;
    setErrors(result.errors);
    return null;
  }

  function submit() {
    const printer = checked();
    if (!editing || !printer) return;
    save.mutate(
      { id: editing.id, printer },
      {
        onSuccess: (saved) => {
          setEditing(null);
          toast.success('Impressora salva', {
            description: `${saved.name} (${PRINTER_ROLE_LABELS[saved.role]}) em ${saved.host}:${saved.port}.`,
          });
        },
        onError: (error) =>
          toast.error('Erro ao salvar impressora', {
            description: serverMessage(error, 'Tente novamente.'),
          }),
      },
    );
  }

  function sendTest() {
    const printer = checked();
    if (!printer) return;
    setOutcome(null);
    test.mutate(printer, {
      onSuccess: setOutcome,
      onError: (error) =>
        toast.error('Erro ao imprimir teste', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
    });
  }

  function confirmRemove() {
    if (!removing) return;
    const printer = removing;
    remove.mutate(printer.id, {
      onSuccess: () => toast.success('Impressora removida', { description: printer.name }),
      onError: (error) =>
        toast.error('Erro ao remover impressora', {
          description: serverMessage(error, 'Tente novamente.'),
        }),
      onSettled: () => setRemoving(null),
    });
  }

  const draft = editing?.draft;
  return (
    <section
      aria-labelledby="printers-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start gap-3 border-b border-stone-200 px-4 py-3 md:px-5">
        <div className="min-w-56 flex-1">
          <h2 id="printers-title" className="text-lg font-bold text-stone-900">
            Impressoras
          </h2>
          <p className="text-sm text-stone-600">
            Impressoras térmicas na rede da pizzaria (Epson, Elgin, Bematech e outras de 58 ou 80
            mm). Cada pedido aceito sai uma vez em cada função; se a impressora estiver desligada,
            ele sai quando ela voltar.
          </p>
        </div>
        {!editing && (
          <Button variant="outline" onClick={() => open(null, EMPTY_DRAFT)}>
            Adicionar impressora
          </Button>
        )}
      </div>

      {printers.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Carregando impressoras..." />
        </div>
      ) : printers.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-stone-700">Erro ao carregar impressoras</p>
          <Button variant="outline" onClick={() => void printers.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        list.length > 0 && (
          <ul aria-label="Impressoras cadastradas" className="divide-y divide-stone-200">
            {list.map((printer) => (
              <li
                key={printer.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:px-5"
              >
                <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
                  <PrinterIcon className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden />
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-stone-900">{printer.name}</p>
                    <p className="text-sm break-all text-stone-600">
                      {printer.host}:{printer.port} · {printer.paperWidth} mm
                    </p>
                  </div>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant="outline">{PRINTER_ROLE_LABELS[printer.role]}</Badge>
                  <Badge variant={printer.isActive ? 'open' : 'muted'}>
                    {printer.isActive ? 'Ativa' : 'Inativa'}
                  </Badge>
                </div>
                <div className="ml-auto flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => open(printer.id, draftOf(printer))}
                    aria-label={`Editar ${printer.name}`}
                  >
                    Editar
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRemoving(printer)}
                    aria-label={`Remover ${printer.name}`}
                  >
                    Remover
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      )}
      {!printers.isPending && !printers.isError && list.length === 0 && !editing && (
        <p className="px-4 py-6 text-sm text-stone-600 md:px-5">
          Nenhuma impressora de rede. Sem elas, o balcão ainda imprime pelo navegador (Impressora,
          na tela de pedidos).
        </p>
      )}

      {editing && draft && (
        <form
          aria-label={editing.id === null ? 'Nova impressora' : 'Editar impressora'}
          className="grid gap-4 border-t border-stone-200 px-4 py-4 sm:grid-cols-2 md:px-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField id="printer-name" label="Nome" error={errors.name}>
            <Input
              id="printer-name"
              value={draft.name}
              placeholder="Ex.: Cozinha"
              maxLength={60}
              onChange={(event) => change({ name: event.target.value })}
              {...errorProps('printer-name', errors.name)}
            />
          </FormField>
          <FormField
            id="printer-role"
            label="Função"
            error={errors.role}
            hint={PRINTER_ROLE_HINTS[draft.role]}
          >
            <NativeSelect
              id="printer-role"
              value={draft.role}
              onChange={(event) => change({ role: event.target.value as PrinterRole })}
              {...errorProps('printer-role', errors.role)}
            >
              {PRINTER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {PRINTER_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="printer-host"
            label="Endereço (IP ou nome na rede)"
            error={errors.host}
            hint="Veja na página de configuração que a impressora imprime ao ligar segurando o botão FEED."
          >
            <Input
              id="printer-host"
              value={draft.host}
              placeholder="192.168.0.50"
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => change({ host: event.target.value })}
              {...errorProps('printer-host', errors.host)}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="printer-port" label="Porta" error={errors.port}>
              <Input
                id="printer-port"
                value={draft.port}
                inputMode="numeric"
                onChange={(event) => change({ port: event.target.value })}
                {...errorProps('printer-port', errors.port)}
              />
            </FormField>
            <FormField id="printer-paper" label="Papel" error={errors.paperWidth}>
              <NativeSelect
                id="printer-paper"
                value={draft.paperWidth}
                onChange={(event) => change({ paperWidth: event.target.value as PaperWidth })}
              >
                {PAPER_WIDTHS.map((width) => (
                  <option key={width} value={width}>
                    {width} mm
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Switch
              id="printer-active"
              checked={draft.isActive}
              onCheckedChange={(isActive) => change({ isActive })}
            />
            <Label htmlFor="printer-active">Ativa (recebe os pedidos aceitos)</Label>
          </div>

          <TestCancelSaveActions
            outcome={outcome && { tone: OUTCOME_TONES[outcome.outcome], message: outcome.message }}
            testLabel="Imprimir teste"
            testingLabel="Imprimindo teste..."
            isTesting={test.isPending}
            onTest={sendTest}
            onCancel={() => setEditing(null)}
            saveLabel="Salvar impressora"
            isSaving={save.isPending}
          />
        </form>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Remover impressora?"
        description={`${removing?.name ?? ''} deixa de receber pedidos. Pedidos que ainda não saíram nela saem na próxima impressora ativa da mesma função.`}
        confirmLabel="Remover"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
      />
    </section>
  );
}
