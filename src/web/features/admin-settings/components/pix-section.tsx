import {
  brCodeText,
  isPixPayment,
  normalizePixKey,
  PIX_CITY_MAX,
  PIX_KEY_MAX,
  PIX_KEY_PLACEHOLDERS,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  PIX_RECEIVER_NAME_MAX,
  type PixKeyType,
  type PixSettings,
} from '../../../../domain/pix';
import { errorProps, FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../admin/ui/select';
import { PixHistory } from './pix-history';
import type { SectionProps } from './section-props';

const KEY_INPUT: Readonly<
  Record<PixKeyType, { inputMode: 'numeric' | 'email' | 'tel' | 'text'; type: string }>
> = {
  cpf: { inputMode: 'numeric', type: 'text' },
  cnpj: { inputMode: 'text', type: 'text' },
  email: { inputMode: 'email', type: 'email' },
  telefone: { inputMode: 'tel', type: 'tel' },
  aleatoria: { inputMode: 'text', type: 'text' },
};

/**
 * 'Pix' in the Pagamento tab: the key (by type), the receiver's name and city. With a key, an
 * order paid by Pix shows its BR Code to the customer (docs/decisions/024).
 */
export function PixSection({ copy, update, errors }: SectionProps) {
  const pix = copy.pix;
  const change = (patch: Partial<PixSettings>) => update({ pix: { ...pix, ...patch } });
  const keyError = errors['pix.key'];
  const nameError = errors['pix.receiverName'];
  const cityError = errors['pix.city'];
  const normalizedKey = pix.key.trim() === '' ? null : normalizePixKey(pix.keyType, pix.key);
  const hasPixOption = copy.paymentOptions.some(isPixPayment);

  return (
    <section aria-labelledby="pix-title" className="flex flex-col gap-3">
      <div>
        <h2 id="pix-title" className="text-base font-bold text-stone-900">
          Pix
        </h2>
        <p className="text-sm text-stone-600">
          Com a chave preenchida, quem paga com Pix vê o QR Code e o código copia e cola com o valor
          exato do pedido. Deixe a chave em branco para não mostrar o código.
        </p>
      </div>
      {pix.key.trim() !== '' && !hasPixOption && (
        <p className="rounded-xl border border-dashed border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          A forma de pagamento “Pix” não está na lista acima: o código só aparece quando o cliente
          escolhe Pix.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="settings-pix-key-type" label="Tipo de chave">
          <NativeSelect
            id="settings-pix-key-type"
            value={pix.keyType}
            onChange={(event) => {
              const keyType = PIX_KEY_TYPES.find((type) => type === event.target.value);
              if (keyType) change({ keyType });
            }}
          >
            {PIX_KEY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PIX_KEY_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="settings-pix-key"
          label="Chave Pix"
          error={keyError}
          hint={
            normalizedKey && normalizedKey !== pix.key.trim()
              ? `No código Pix: ${normalizedKey}`
              : 'A chave como aparece no aplicativo do banco.'
          }
        >
          <Input
            id="settings-pix-key"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={PIX_KEY_MAX}
            placeholder={PIX_KEY_PLACEHOLDERS[pix.keyType]}
            {...KEY_INPUT[pix.keyType]}
            value={pix.key}
            onChange={(event) => change({ key: event.target.value })}
            {...errorProps('settings-pix-key', keyError)}
          />
        </FormField>
        <FormField
          id="settings-pix-name"
          label="Nome de quem recebe"
          error={nameError}
          hint={receiverHint(pix.receiverName, PIX_RECEIVER_NAME_MAX)}
        >
          <Input
            id="settings-pix-name"
            autoComplete="off"
            maxLength={60}
            placeholder="Forno Pizzaria"
            value={pix.receiverName}
            onChange={(event) => change({ receiverName: event.target.value })}
            {...errorProps('settings-pix-name', nameError)}
          />
        </FormField>
        <FormField
          id="settings-pix-city"
          label="Cidade"
          error={cityError}
          hint={receiverHint(pix.city, PIX_CITY_MAX)}
        >
          <Input
            id="settings-pix-city"
            autoComplete="off"
            maxLength={60}
            placeholder="São Paulo"
            value={pix.city}
            onChange={(event) => change({ city: event.target.value })}
            {...errorProps('settings-pix-city', cityError)}
          />
        </FormField>
      </div>
      <p className="text-xs text-stone-600">
        Para salvar uma mudança da chave, do nome ou da cidade, o painel pede a sua senha.
      </p>
      <PixHistory />
    </section>
  );
}

/** How many characters the field takes, and how the code writes it (without accents). */
function receiverHint(text: string, max: number): string {
  const plain = brCodeText(text, max);
  const limit = `Até ${max} caracteres.`;
  return plain !== '' && plain !== text.trim() ? `${limit} No código Pix: ${plain}` : limit;
}
