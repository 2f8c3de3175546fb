import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTABLISHMENT } from '../../../../domain/establishment';
import {
  addPaymentOption,
  checkSettings,
  dayHoursFields,
  sameSettings,
  withDayClosed,
  withDayTime,
} from './working-copy';

describe('sameSettings', () => {
  it('compares by value, whatever the order of keys', () => {
    const copy = JSON.parse(JSON.stringify(DEFAULT_ESTABLISHMENT)) as typeof DEFAULT_ESTABLISHMENT;
    const reordered = { ...copy, schedules: { ...copy.schedules }, name: copy.name };
    expect(sameSettings(copy, DEFAULT_ESTABLISHMENT)).toBe(true);
    expect(sameSettings(reordered, DEFAULT_ESTABLISHMENT)).toBe(true);
    expect(sameSettings({ ...copy, name: 'Outra' }, DEFAULT_ESTABLISHMENT)).toBe(false);
    expect(
      sameSettings(
        { ...copy, schedules: { ...copy.schedules, segunda: 'Fechado' } },
        DEFAULT_ESTABLISHMENT,
      ),
    ).toBe(false);
    expect(
      sameSettings(
        { ...copy, paymentOptions: copy.paymentOptions.slice(1) },
        DEFAULT_ESTABLISHMENT,
      ),
    ).toBe(false);
  });
});

describe('checkSettings', () => {
  it('sends the settings trimmed when they are valid', () => {
    const checked = checkSettings({ ...DEFAULT_ESTABLISHMENT, name: '  Forno Novo ' });
    expect(checked).toEqual({
      isValid: true,
      settings: { ...DEFAULT_ESTABLISHMENT, name: 'Forno Novo' },
    });
  });

  it('names each bad field with the schema message', () => {
    const checked = checkSettings({
      ...DEFAULT_ESTABLISHMENT,
      name: ' ',
      whatsapp: '55 11',
      schedules: { ...DEFAULT_ESTABLISHMENT.schedules, terça: ' às 18:00' },
    });
    expect(checked).toEqual({
      isValid: false,
      errors: {
        name: 'Nome é obrigatório',
        whatsapp: 'WhatsApp inválido. Informe o DDD e o número, por exemplo (11) 98765-4321.',
        'schedules.terça': 'Horário inválido. Use o formato 24 horas (HH:MM).',
      },
    });
  });
});

describe('day hours', () => {
  it('splits a day into its inputs, keeping a half-typed value', () => {
    expect(dayHoursFields('14:00 às 22:00')).toEqual({
      isClosed: false,
      start: '14:00',
      end: '22:00',
    });
    expect(dayHoursFields('Fechado')).toEqual({ isClosed: true, start: '', end: '' });
    expect(dayHoursFields(' às 22:00')).toEqual({ isClosed: false, start: '', end: '22:00' });
  });

  it('changes one side of a day', () => {
    expect(withDayTime('14:00 às 22:00', 'start', '18:00')).toBe('18:00 às 22:00');
    expect(withDayTime('18:00 às 22:00', 'end', '02:00')).toBe('18:00 às 02:00');
    expect(withDayTime('14:00 às 22:00', 'start', '')).toBe(' às 22:00');
  });

  it("marks 'Fechado' and reopens at 09:00 às 18:00 (docs/product/states.md#settings)", () => {
    expect(withDayClosed(true)).toBe('Fechado');
    expect(withDayClosed(false)).toBe('09:00 às 18:00');
  });
});

describe('addPaymentOption', () => {
  it('adds only non-empty text, trimmed, once', () => {
    expect(addPaymentOption(['Pix'], '   ')).toEqual({ options: ['Pix'], error: null });
    expect(addPaymentOption(['Pix'], ' Vale-refeição ')).toEqual({
      options: ['Pix', 'Vale-refeição'],
      error: null,
    });
    expect(addPaymentOption(['Pix'], 'pix')).toEqual({
      options: ['Pix'],
      error: 'Essa forma de pagamento já está na lista.',
    });
  });

  it('stops at the limit', () => {
    const full = Array.from({ length: 20 }, (_, i) => `Opção ${i}`);
    expect(addPaymentOption(full, 'Mais uma').error).toBe(
      'São permitidas no máximo 20 formas de pagamento.',
    );
  });
});
