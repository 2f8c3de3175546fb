import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '../../../../domain/menu';
import { ProductCard } from './product-card';

const calabresa: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: 'Molho de tomate, mussarela, calabresa fatiada e orégano.',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  brotoPriceCents: 3500,
  ingredients: ['mussarela', 'calabresa'],
  isAvailable: true,
};

describe('ProductCard', () => {
  it('shows name, description and price in reais, and opens the wizard', async () => {
    const onAdd = vi.fn();
    render(<ProductCard product={calabresa} onAdd={onAdd} />);
    expect(screen.getByRole('heading', { name: 'Calabresa' })).toBeInTheDocument();
    expect(screen.getByText(calabresa.description)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s49,00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Calabresa' }));
    expect(onAdd).toHaveBeenCalledWith(calabresa);
  });

  it("shows an unavailable product as 'Esgotado' and cannot add it", async () => {
    const onAdd = vi.fn();
    render(<ProductCard product={{ ...calabresa, isAvailable: false }} onAdd={onAdd} />);
    expect(screen.getByText('Esgotado')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Calabresa indisponível' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
