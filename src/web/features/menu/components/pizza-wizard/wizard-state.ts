import type { ProductSize } from '../../../../../domain/catalogue';
import type { MenuProduct } from '../../../../../domain/menu';

/** What the customer has chosen so far; the dialog keeps it until it adds to the cart. */
export interface WizardState {
  quantity: number;
  notes: string;
  size: ProductSize;
  extraFlavours: MenuProduct[];
  extraIds: number[];
  crustId: string;
  fillingId: string | null;
}

export type UpdateWizard = (patch: Partial<WizardState>) => void;
