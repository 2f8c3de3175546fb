import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuProduct } from '../../../../../domain/menu';
import { productPhoto } from '../../../../../domain/product-photo';
import { FlavourStep } from './flavour-step';
import type { WizardState } from './wizard-state';

const brigadeiro: MenuProduct = {
  id: 7,
  name: 'Brigadeiro',
  description: 'Chocolate e granulado.',
  categorySlug: 'doces',
  priceCents: 5200,
  sizePrices: { normal: 5200, broto: 3900 },
  ingredients: [],
  isAvailable: true,
};
const state = { quantity: 1, notes: '' } as WizardState;

describe("the wizard's first step", () => {
  it('shows the photo wide, lazily, AVIF before WebP', () => {
    const photo = productPhoto(7, 'fedcba9876543210');
    const { container } = render(
      <FlavourStep
        product={{ ...brigadeiro, photo }}
        group="doce"
        state={state}
        update={vi.fn()}
      />,
    );
    const picture = container.querySelector('picture');
    expect(picture?.parentElement?.className).toMatch(/aspect-\[16\/9\]/);
    expect(
      [...(picture?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('type')),
    ).toEqual(['image/avif', 'image/webp']);
    expect(picture?.querySelector('source')?.getAttribute('srcset')).toContain('960.avif 960w');
    expect(picture?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it("without one, a low band in the group's colours with its icon", () => {
    const { container } = render(
      <FlavourStep product={brigadeiro} group="doce" state={state} update={vi.fn()} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const placeholder = container.querySelector('[data-photo="placeholder"]');
    expect(placeholder?.className).toMatch(/aspect-\[4\/1\]/);
    expect(placeholder?.querySelector('svg.lucide-cake-slice')).not.toBeNull();
  });
});
