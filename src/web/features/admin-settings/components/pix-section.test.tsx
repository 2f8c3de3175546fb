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
import { PixSection } from './pix-section';

/** The section as the settings page composes it: the working copy checked on every change. */
function PixSettingsForm() {
  const [copy, setCopy] = useState<EstablishmentSettings>({
    ...DEFAULT_ESTABLISHMENT,
    pix: { keyType: 'cpf', key: '529.982.247-25', receiverName: 'Forno', city: 'Recife' },
  });
  // the section's change history is a query of its own: it stays unfetched here
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } }),
  );
  const checked = checkSettings(copy);
  return (
    <QueryClientProvider client={queryClient}>
      <PixSection
        copy={copy}
        update={(patch) => setCopy((current) => ({ ...current, ...patch }))}
        errors={checked.isValid ? {} : checked.errors}
      />
    </QueryClientProvider>
  );
}

afterEach(cleanup);

describe('the Pix section of the settings', () => {
  it('says on screen that a receiver name of emoji only cannot go into the Pix code', async () => {
    render(<PixSettingsForm />);
    const name = screen.getByLabelText('Nome de quem recebe');
    await userEvent.clear(name);
    await userEvent.type(name, '🍕🔥');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Use letras ou números no nome de quem recebe o Pix: o código Pix não leva emojis nem símbolos.',
      ),
    ).toBeVisible();
  });

  it('shows how the code writes a name with letters that have no accent to take off', async () => {
    render(<PixSettingsForm />);
    const name = screen.getByLabelText('Nome de quem recebe');
    await userEvent.clear(name);
    await userEvent.type(name, 'Großmann Ærø');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/No código Pix: Grossmann AEro/)).toBeVisible();
  });
});
