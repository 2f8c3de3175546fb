import { useRef, useState } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { maskCep, maskPhone, type CustomerInput } from '../../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../../domain/formats';
import { lookupCep } from '../../api/lookup-cep';
import { Input } from '../ui/input';
import { errorProps, FormField } from './form-field';

type Field = FieldPath<CustomerInput>;

/**
 * The personal data and address of spec §5, shared by the delivery form and the profile. The
 * parent provides the form (FormProvider); an error clears as soon as its field is edited.
 * `cepLookup`: the delivery form looks the CEP up on its 8th digit, the profile when it loses focus.
 */
export function CustomerFields({
  idPrefix,
  cepLookup,
}: {
  idPrefix: string;
  cepLookup: 'on-complete' | 'on-blur';
}) {
  const { register, setValue, setError, clearErrors, getValues, formState } =
    useFormContext<CustomerInput>();
  const errors = formState.errors;
  const [isLooking, setLooking] = useState(false);
  const lastLooked = useRef<string | null>(null);

  async function lookUp(cep: string) {
    const digits = onlyDigits(cep);
    if (digits.length !== CEP_DIGITS || digits === lastLooked.current) return;
    lastLooked.current = digits;
    setLooking(true);
    const result = await lookupCep(digits);
    setLooking(false);
    if (onlyDigits(getValues('cep')) !== digits) return; // typed on meanwhile
    if (result?.kind === 'not-found') {
      setError('cep', { message: 'CEP inválido' });
      return;
    }
    if (result?.kind !== 'found') return;
    const { street, district, city, state } = result.address;
    const fill: [Field, string][] = [
      ['street', street],
      ['district', district],
      ['city', city],
      ['state', state],
    ];
    for (const [name, value] of fill) {
      if (value) {
        setValue(name, value);
        clearErrors(name);
      }
    }
  }

  const field = (name: Field, options: { mask?: (v: string) => string } = {}) =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        if (options.mask) setValue(name, options.mask(event.target.value));
        clearErrors(name);
        if (name === 'cep' && cepLookup === 'on-complete') void lookUp(event.target.value);
      },
      ...(name === 'cep' && cepLookup === 'on-blur'
        ? { onBlur: (event: { target: { value: string } }) => void lookUp(event.target.value) }
        : {}),
    });

  const id = (name: Field) => `${idPrefix}-${name}`;
  const err = (name: Field) => errors[name]?.message;

  return (
    <div className="grid grid-cols-6 gap-x-3 gap-y-4">
      <FormField id={id('name')} label="Nome" error={err('name')} className="col-span-6">
        <Input
          id={id('name')}
          autoComplete="name"
          maxLength={100}
          {...errorProps(id('name'), err('name'))}
          {...field('name')}
        />
      </FormField>
      <FormField
        id={id('phone')}
        label="Telefone"
        error={err('phone')}
        className="col-span-6 sm:col-span-3"
      >
        <Input
          id={id('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          {...errorProps(id('phone'), err('phone'))}
          {...field('phone', { mask: maskPhone })}
        />
      </FormField>
      <FormField
        id={id('cep')}
        label="CEP"
        error={err('cep')}
        hint={isLooking ? 'Buscando endereço...' : undefined}
        className="col-span-6 sm:col-span-3"
      >
        <Input
          id={id('cep')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="01310-100"
          {...errorProps(id('cep'), err('cep'))}
          {...field('cep', { mask: maskCep })}
        />
      </FormField>
      <FormField id={id('street')} label="Rua" error={err('street')} className="col-span-6">
        <Input
          id={id('street')}
          autoComplete="address-line1"
          maxLength={120}
          {...errorProps(id('street'), err('street'))}
          {...field('street')}
        />
      </FormField>
      <FormField id={id('number')} label="Número" error={err('number')} className="col-span-2">
        <Input
          id={id('number')}
          inputMode="numeric"
          maxLength={20}
          {...errorProps(id('number'), err('number'))}
          {...field('number')}
        />
      </FormField>
      <FormField
        id={id('complement')}
        label="Complemento"
        error={err('complement')}
        className="col-span-4"
      >
        <Input
          id={id('complement')}
          autoComplete="address-line2"
          maxLength={80}
          placeholder="Apto, bloco (opcional)"
          {...field('complement')}
        />
      </FormField>
      <FormField
        id={id('district')}
        label="Bairro"
        error={err('district')}
        className="col-span-6 sm:col-span-2"
      >
        <Input
          id={id('district')}
          maxLength={80}
          {...errorProps(id('district'), err('district'))}
          {...field('district')}
        />
      </FormField>
      <FormField
        id={id('city')}
        label="Cidade"
        error={err('city')}
        className="col-span-4 sm:col-span-3"
      >
        <Input
          id={id('city')}
          autoComplete="address-level2"
          maxLength={80}
          {...errorProps(id('city'), err('city'))}
          {...field('city')}
        />
      </FormField>
      <FormField
        id={id('state')}
        label="Estado"
        error={err('state')}
        className="col-span-2 sm:col-span-1"
      >
        <Input
          id={id('state')}
          autoComplete="address-level1"
          maxLength={2}
          className="uppercase"
          {...errorProps(id('state'), err('state'))}
          {...field('state')}
        />
      </FormField>
    </div>
  );
}

export const EMPTY_CUSTOMER: CustomerInput = {
  name: '',
  phone: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};
