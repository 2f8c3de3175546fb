import type { EstablishmentSettings } from '../../../../domain/establishment';
import type { SettingsErrors } from '../utils/working-copy';

/** What every part of the settings form gets: the working copy, a way to change it, its errors. */
export interface SectionProps {
  copy: EstablishmentSettings;
  update: (patch: Partial<EstablishmentSettings>) => void;
  errors: SettingsErrors;
}
