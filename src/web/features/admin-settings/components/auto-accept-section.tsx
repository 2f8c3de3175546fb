import { Label } from '../../../components/ui/input';
import { Switch } from '../../../admin/ui/switch';
import type { SectionProps } from './section-props';

/**
 * 'Aceitar pedidos automaticamente' in the Horários tab (docs/decisions/034): new orders for as
 * soon as possible arrive accepted; the desks still ring until someone opens them or the ticket
 * prints.
 */
export function AutoAcceptSection({ copy, update }: SectionProps) {
  return (
    <section
      aria-labelledby="auto-accept-title"
      className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 p-4"
    >
      <div>
        <h2 id="auto-accept-title" className="text-base font-bold text-stone-900">
          <Label htmlFor="settings-auto-accept">Aceitar pedidos automaticamente</Label>
        </h2>
        <p className="text-sm text-stone-600">
          Pedidos para o quanto antes chegam já aprovados, e o cliente vê a confirmação na hora. O
          balcão continua tocando até alguém abrir o pedido ou a comanda ser impressa. Pedidos
          agendados continuam esperando a sua aprovação.
        </p>
      </div>
      <Switch
        id="settings-auto-accept"
        checked={copy.autoAccept}
        onCheckedChange={(autoAccept) => update({ autoAccept })}
      />
    </section>
  );
}
