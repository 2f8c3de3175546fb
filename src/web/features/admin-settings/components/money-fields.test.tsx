import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ESTABLISHMENT,
  type EstablishmentSettings,
} from '../../../../domain/establishment';
import { checkSettings } from '../utils/working-copy';
import { DeliveryTab } from './delivery-tab';
import { PaymentTab } from './payment-tab';

const ZONE = {
  id: 'z-centro',
  name: 'Centro',
  feeCents: 500,
  estimate: '30 a 40 minutos',
  minimumCents: null,
  cepRanges: [],
};

/** Two tabs as the settings page composes them, the working copy shown as the page would save it. */
function SettingsForm() {
  const [copy, setCopy] = useState<EstablishmentSettings>({
    ...DEFAULT_ESTABLISHMENT,
    delivery: { ...DEFAULT_ESTABLISHMENT.delivery, zones: [ZONE] },
  });
  // the Pix section's change history is a query of its own: it stays unfetched here
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } }),
  );
  const checked = checkSettings(copy);
  const props = {
    copy,
    update: (patch: Partial<EstablishmentSettings>) =>
      setCopy((current) => ({ ...current, ...patch })),
    errors: checked.isValid ? {} : checked.errors,
  };
  const zone = copy.delivery.zones[0];
  return (
    <QueryClientProvider client={queryClient}>
      <DeliveryTab {...props} />
      <PaymentTab {...props} />
      <output aria-label="Taxa salva">{String(zone?.feeCents)}</output>
      <output aria-label="Mínimo salvo">{String(zone?.minimumCents)}</output>
      <output aria-label="Máximo salvo">{String(copy.maxOrderTotalCents)}</output>
      <output aria-label="Válido">{String(checked.isValid)}</output>
    </QueryClientProvider>
  );
}

afterEach(cleanup);

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

const saved = (label: string) => screen.getByLabelText(label).textContent;

describe('the money fields of the settings', () => {
  it("read a zone's fee and minimum and the order ceiling with the one parser", async () => {
    render(<SettingsForm />);
    expect(screen.getByLabelText('Taxa (R$)')).toHaveValue('5,00');
    await fill('Taxa (R$)', '8.50');
    await fill('Pedido mínimo (R$)', 'R$ 1.234,5');
    await fill('Valor máximo (R$)', '1500.00');
    expect(saved('Taxa salva')).toBe('850');
    expect(saved('Mínimo salvo')).toBe('123450');
    expect(saved('Máximo salvo')).toBe('150000');
    expect(saved('Válido')).toBe('true');
    await userEvent.tab();
    expect(screen.getByLabelText('Valor máximo (R$)')).toHaveValue('1.500,00');
  });

  it('keep a mistyped fee on screen with its message, and the settings unsavable', async () => {
    render(<SettingsForm />);
    await fill('Taxa (R$)', '8,5,0');
    await userEvent.tab();
    expect(screen.getByLabelText('Taxa (R$)')).toHaveValue('8,5,0');
    expect(screen.getByText('Valor inválido. Use o formato 62,90 ou 1.234,50.')).toBeVisible();
    expect(saved('Válido')).toBe('false');
    // empty is no minimum, and no mistake
    await fill('Pedido mínimo (R$)', '50');
    await userEvent.clear(screen.getByLabelText('Pedido mínimo (R$)'));
    expect(saved('Mínimo salvo')).toBe('null');
  });
});
