import { useRef, useState } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import {
  CUSTOMER_TEXT_LIMITS,
  customerTextTooLong,
  maskCep,
  maskPhone,
  type CustomerInput,
  type CustomerTextField,
} from '../../../domain/customer';
import { CEP_DIGITS, onlyDigits } from '../../../domain/formats';
import { CEP_NOT_FOUND_TEXT, CEP_UNAVAILABLE_TEXT, lookupCep } from '../../api/lookup-cep';
import { Input } from '../ui/input';
import { errorProps, FormField } from './form-field';

type Field = FieldPath<CustomerInput>;

/**
 * The personal data and address of docs/product/rules.md#customer-data, shared by the delivery form and the profile. The
 * parent provides the form (FormProvider); an error clears as soon as its field is edited.
 * `cepLookup`: the delivery form looks the CEP up on its 8th digit, the profile when it loses focus.
 */
export function CustomerFields({
  idPrefix,
  cepLookup,
  showAddress = true,
}: {
  idPrefix: string;
  cepLookup: 'on-complete' | 'on-blur';
  /** false: name and phone only (a pickup order); the address typed stays in the form. */
  showAddress?: boolean;
}) {
  const { register, setValue, setError, clearErrors, getValues, setFocus, formState } =
    useFormContext<CustomerInput>();
  const errors = formState.errors;
  const [isLooking, setLooking] = useState(false);
  const [isLookupDown, setLookupDown] = useState(false);
  const lastLooked = useRef<string | null>(null);
  const id = (name: Field | 'cep-lookup') => `${idPrefix}-${name}`;

  async function lookUp(cep: string) {
    const digits = onlyDigits(cep);
    if (digits.length !== CEP_DIGITS || digits === lastLooked.current) return;
    lastLooked.current = digits;
    setLookupDown(false);
    setLooking(true);
    const result = await lookupCep(digits);
    setLooking(false);
    if (onlyDigits(getValues('cep')) !== digits) return; // typed on meanwhile
    if (result?.kind === 'not-found') {
      setError('cep', { message: CEP_NOT_FOUND_TEXT });
      return;
    }
    if (result?.kind === 'unavailable') {
      // say so and go on with the address by hand; the same CEP typed again asks again
      lastLooked.current = null;
      setLookupDown(true);
      const cepInput = document.getElementById(id('cep'));
      const active = document.activeElement;
      if (active === cepInput || active === null || active === document.body) setFocus('street');
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
        // past its limit a field says so at once, instead of cutting what was typed
        const tooLong = isTextField(name) && customerTextTooLong(name, event.target.value);
        if (tooLong) setError(name, { message: tooLong });
        if (name === 'cep') setLookupDown(false);
        if (name === 'cep' && cepLookup === 'on-complete') void lookUp(event.target.value);
      },
      ...(name === 'cep' && cepLookup === 'on-blur'
        ? { onBlur: (event: { target: { value: string } }) => void lookUp(event.target.value) }
        : {}),
    });

  const err = (name: Field) => errors[name]?.message;
  const lookupNoteId = id('cep-lookup');

  return (
    <div className="grid grid-cols-6 gap-x-3 gap-y-4">
      <FormField id={id('name')} label="Nome" error={err('name')} className="col-span-6">
        <Input
          id={id('name')}
          autoComplete="name"
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
          placeholder="DDD + número"
          {...errorProps(id('phone'), err('phone'))}
          {...field('phone', { mask: maskPhone })}
        />
      </FormField>
      {showAddress && (
        <>
          <FormField
            id={id('cep')}
            label="CEP"
            error={err('cep')}
            hint={
              isLooking ? (
                'Buscando endereço...'
              ) : isLookupDown ? (
                <span id={lookupNoteId} role="status" className="font-medium text-amber-800">
                  {CEP_UNAVAILABLE_TEXT}
                </span>
              ) : undefined
            }
            className="col-span-6 sm:col-span-3"
          >
            <Input
              id={id('cep')}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="Só números"
              {...errorProps(id('cep'), err('cep'))}
              {...field('cep', { mask: maskCep })}
            />
          </FormField>
          <FormField id={id('street')} label="Rua" error={err('street')} className="col-span-6">
            <Input
              id={id('street')}
              autoComplete="address-line1"
              {...errorProps(id('street'), err('street'))}
              {...(isLookupDown && !err('street') ? { 'aria-describedby': lookupNoteId } : {})}
              {...field('street')}
            />
          </FormField>
          <FormField id={id('number')} label="Número" error={err('number')} className="col-span-2">
            <Input
              id={id('number')}
              inputMode="numeric"
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
        </>
      )}
    </div>
  );
}

function isTextField(name: Field): name is CustomerTextField {
  return name in CUSTOMER_TEXT_LIMITS;
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
