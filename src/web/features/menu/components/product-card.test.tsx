import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '../../../../domain/menu';
import { productPhoto } from '../../../../domain/product-photo';
import { ProductCard } from './product-card';

afterEach(cleanup);

const calabresa: MenuProduct = {
  id: 1,
  name: 'Calabresa',
  description: 'Molho de tomate, mussarela, calabresa fatiada e orégano.',
  categorySlug: 'mais_pedidas',
  priceCents: 4900,
  sizePrices: { normal: 4900, broto: 3500 },
  ingredients: ['mussarela', 'calabresa'],
  isAvailable: true,
};

describe('ProductCard', () => {
  it('shows name, description and price in reais, and opens the wizard', async () => {
    const onAdd = vi.fn();
    render(<ProductCard product={calabresa} group="salgada" onAdd={onAdd} />);
    expect(screen.getByRole('heading', { name: 'Calabresa' })).toBeInTheDocument();
    expect(screen.getByText(calabresa.description)).toBeInTheDocument();
    expect(screen.getByText(/R\$\s49,00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar Calabresa' }));
    expect(onAdd).toHaveBeenCalledWith(calabresa);
  });

  it("shows an unavailable product as 'Esgotado' and cannot add it", async () => {
    const onAdd = vi.fn();
    render(
      <ProductCard product={{ ...calabresa, isAvailable: false }} group="salgada" onAdd={onAdd} />,
    );
    expect(screen.getByText('Esgotado')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Calabresa: esgotado' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });
});

describe('ProductCard photo', () => {
  const photo = productPhoto(1, '0123456789abcdef');

  it('shows the photo lazily: AVIF then WebP sources with srcset and sizes, in a box of fixed shape', () => {
    const { container } = render(
      <ProductCard product={{ ...calabresa, photo }} group="salgada" onAdd={vi.fn()} />,
    );
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    // the box's shape is set before the image arrives: nothing moves when it loads
    const box = screen.getByRole('button', { name: 'Ampliar foto de Calabresa' });
    expect(box).toContainElement(picture as HTMLElement);
    expect(box.className).toMatch(/aspect-\[4\/3\]/);
    expect(box.className).toMatch(/\bw-28\b/);
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(photo.avif);
    expect(sources[1]?.getAttribute('srcset')).toBe(photo.webp);
    expect(sources[0]?.getAttribute('srcset')).toContain(
      '/api/menu/photos/1/0123456789abcdef/240.avif 240w',
    );
    for (const source of sources) expect(source.getAttribute('sizes')).toBeTruthy();
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('src')).toBe(photo.fallback);
    expect(img?.getAttribute('width')).toBe('480');
    expect(img?.getAttribute('height')).toBe('360');
    // what the photo shows, never a file name (decision 041)
    expect(img?.getAttribute('alt')).toBe(
      'Calabresa: Molho de tomate, mussarela, calabresa fatiada e orégano',
    );
    expect(container.querySelector('[data-photo="placeholder"]')).toBeNull();
  });

  it.each([
    ['salgada', 'lucide-pizza'],
    ['doce', 'lucide-cake-slice'],
    ['bebida', 'lucide-cup-soda'],
  ] as const)(
    'without a photo, a %s shows a soft block with its group’s icon, not an image',
    (group, iconClass) => {
      const { container } = render(
        <ProductCard product={{ ...calabresa, photo: null }} group={group} onAdd={vi.fn()} />,
      );
      expect(container.querySelector('picture, img')).toBeNull();
      const placeholder = container.querySelector('[data-photo="placeholder"]');
      expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
      expect(placeholder?.className).toMatch(/bg-gradient-to-br/);
      expect(placeholder?.className).toMatch(/aspect-\[4\/3\]/);
      expect(placeholder?.querySelector(`svg.${iconClass}`)).not.toBeNull();
    },
  );
});

describe('ProductCard photo, large', () => {
  it('opens the photo large on a tap, closes it with Escape and gives the focus back', async () => {
    const photo = productPhoto(1, '0123456789abcdef');
    render(<ProductCard product={{ ...calabresa, photo }} group="salgada" onAdd={vi.fn()} />);
    const open = screen.getByRole('button', { name: 'Ampliar foto de Calabresa' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Calabresa' });
    const large = within(dialog).getByRole('img', {
      name: 'Calabresa: Molho de tomate, mussarela, calabresa fatiada e orégano',
    });
    // the widest variant is offered: the large view fills the screen
    expect(large.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toContain(
      '960.avif 960w',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('opens nothing without a photo', () => {
    render(<ProductCard product={{ ...calabresa, photo: null }} group="salgada" onAdd={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Ampliar foto/ })).toBeNull();
  });
});
