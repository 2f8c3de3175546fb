import { LONG_TEXT_MAX } from '../../../../domain/establishment';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Textarea } from '../../../components/ui/input';
import type { SectionProps } from './section-props';

/** 'Informações Adicionais' (docs/product/screens.md#settings): free text shown in the status dialog when not empty. */
export function AdditionalInfoTab({ copy, update, errors }: SectionProps) {
  return (
    <FormField
      id="settings-additional-info"
      label="Informações adicionais"
      error={errors.additionalInfo}
      hint={`Aparece para os clientes nas informações da pizzaria. ${copy.additionalInfo.length}/${LONG_TEXT_MAX} caracteres.`}
    >
      <Textarea
        id="settings-additional-info"
        rows={6}
        maxLength={LONG_TEXT_MAX}
        placeholder="Ex.: Taxa de entrega calculada pelo bairro. Aceitamos encomendas para festas."
        value={copy.additionalInfo}
        onChange={(event) => update({ additionalInfo: event.target.value })}
        {...errorProps('settings-additional-info', errors.additionalInfo)}
      />
    </FormField>
  );
}
