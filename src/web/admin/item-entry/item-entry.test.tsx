import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../domain/cart';
import { COUNTER_MENU, QUATRO_QUEIJOS } from './item-entry-test-kit';
import { ItemEntry } from './item-entry';

afterEach(cleanup);

function setup(rule: 'principal' | 'maior' = 'principal') {
  const onAdd = vi.fn<(line: CartItem) => void>();
  const user = userEvent.setup();
  render(<ItemEntry menu={COUNTER_MENU} rule={rule} onAdd={onAdd} />);
  return { onAdd, user, search: screen.getByRole('combobox', { name: 'Adicionar item' }) };
}

const listbox = (name: string) => screen.getByRole('listbox', { name });

describe("the counter's item entry, by keyboard", () => {
  it('finds a flavour by typing, moves with the arrows and picks with Enter', async () => {
    const { user, search } = setup();
    expect(search).toHaveFocus();
    await user.keyboard('queijo');
    // 'Quatro Queijos' by its name
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Quatro Queijos');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.clear(search);
    // 'mussa': Mussarela by its name first, then the pizzas that have it
    await user.keyboard('mussa');
    const many = screen.getAllByRole('option');
    expect(many[0]).toHaveTextContent('Mussarela');
    expect(many.length).toBeGreaterThan(1);
    await user.keyboard('{ArrowDown}');
    expect(many[0]).toHaveAttribute('aria-selected', 'false');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // wraps around to the last
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(listbox('Tamanho')).toHaveFocus();
    expect(screen.getByText('Mussarela')).toBeInTheDocument();
  });

  it('makes a half-and-half Grande with a filled crust, priced by the shop rule', async () => {
    const { user, onAdd } = setup('maior');
    await user.keyboard('calab{Enter}');
    // Grande is the first size
    expect(listbox('Tamanho')).toHaveFocus();
    await user.keyboard('{Enter}');
    const flavour = screen.getByRole('combobox', { name: /Outro sabor/ });
    expect(flavour).toHaveFocus();
    await user.keyboard('quatro{Enter}');
    // a Grande takes three flavours: Enter with nothing typed goes on
    expect(flavour).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(listbox('Borda')).toHaveFocus();
    // the option's number picks it
    await user.keyboard('2');
    expect(listbox('Recheio da borda')).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(listbox('Adicionais')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Quantidade')).toHaveFocus();
    await user.keyboard('2{Tab}sem cebola{Enter}');

    expect(onAdd).toHaveBeenCalledTimes(1);
    const line = onAdd.mock.calls[0]?.[0];
    expect(line).toMatchObject({
      size: 'normal',
      quantity: 2,
      extraFlavours: [expect.objectContaining({ id: QUATRO_QUEIJOS.id })],
      crust: { id: 'traditional', filling: { id: 'catupiry', name: 'Catupiry' } },
    });
    expect(line?.notes).toContain('sem cebola');
    // 'maior': the dearest flavour, R$ 56,00, plus the crust's R$ 8,00
    expect(line?.unitPriceCents).toBe(5600 + 800);
    // back to the search for the next item
    expect(screen.getByRole('combobox', { name: 'Adicionar item' })).toHaveFocus();
  });

  it("goes on by itself once a Broto's one extra flavour is chosen", async () => {
    const { user } = setup();
    await user.keyboard('muss{Enter}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: /Outro sabor/ })).toHaveFocus();
    await user.keyboard('calab{Enter}');
    expect(listbox('Borda')).toHaveFocus();
  });

  it('takes extras with the space bar and Enter goes on', async () => {
    const { user, onAdd } = setup();
    await user.keyboard('muss{Enter}{Enter}{Enter}{Enter}');
    expect(listbox('Adicionais')).toHaveFocus();
    await user.keyboard(' {ArrowDown} {ArrowUp} {Enter}{Enter}');
    expect(onAdd.mock.calls[0]?.[0].extras.map((extra) => extra.name)).toEqual(['Cheddar extra']);
  });

  it("asks a drink's option, then its quantity", async () => {
    const { user, onAdd } = setup();
    await user.keyboard('refri{Enter}');
    expect(listbox('Opção')).toHaveFocus();
    await user.keyboard('2');
    expect(screen.getByLabelText('Quantidade')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      variant: { id: 102, name: '2 L' },
      unitPriceCents: 1400,
    });
  });

  it('Esc goes back a step, and from the first one back to the search', async () => {
    const { user, onAdd } = setup();
    await user.keyboard('calab{Enter}{Enter}');
    expect(screen.getByRole('combobox', { name: /Outro sabor/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(listbox('Tamanho')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Adicionar item' })).toHaveFocus();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('never offers a sold-out product, and says nothing matched', async () => {
    const { user } = setup();
    await user.keyboard('portug');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum produto à venda com “portug”.');
  });
});
