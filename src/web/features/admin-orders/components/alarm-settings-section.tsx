import { BellRingIcon, Volume2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ALARM_VOLUME_MAX,
  ALARM_VOLUME_MIN,
  ESCALATION_MINUTES_MAX,
  ESCALATION_MINUTES_MIN,
} from '../../../../domain/desk-alarm';
import { setEscalationMinutes, useEscalationMinutes } from '../stores/escalation-store';
import { setSoundBlocked } from '../stores/alarm-store';
import { setAlarmVolume, useAlarmVolume } from '../stores/volume-store';
import { playAlarmSound, type AlarmSoundResult } from '../utils/alarm-sound';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

const TEST_RESULT_TEXT: Readonly<Record<Exclude<AlarmSoundResult, 'played'>, string>> = {
  blocked: 'O navegador não deixou tocar: clique de novo.',
  unsupported: 'Este navegador não toca o alerta.',
};

/**
 * Configurações: the desk's alarm on this device (decisions 026 and 042): its volume with
 * 'Testar som', after how many minutes an unopened order escalates, and the system notifications,
 * asked for from a button.
 */
export function AlarmSettingsSection() {
  const id = useId();
  const minutes = useEscalationMinutes();
  const volume = useAlarmVolume();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [testResult, setTestResult] = useState<AlarmSoundResult | null>(null);

  async function testSound() {
    const result = await playAlarmSound(false, volume / 100);
    if (result === 'played') setSoundBlocked(false);
    setTestResult(result);
  }

  async function askPermission() {
    if (!('Notification' in window)) return;
    setPermission(await Notification.requestPermission());
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <BellRingIcon className="size-5" aria-hidden />
        Alerta de novos pedidos
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Vale para este aparelho. Um pedido que ninguém abriu toca em todas as telas abertas.
      </p>
      <label htmlFor={`${id}-volume`} className="mt-4 block text-sm font-medium text-stone-800">
        Volume do alerta
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <input
          id={`${id}-volume`}
          type="range"
          min={ALARM_VOLUME_MIN}
          max={ALARM_VOLUME_MAX}
          step={10}
          value={volume}
          aria-valuetext={`${volume}%`}
          onChange={(event) => {
            setAlarmVolume(Number(event.target.value));
            setTestResult(null);
          }}
          className="w-48 accent-brand-700"
        />
        <span className="w-12 text-sm font-semibold text-stone-800 tabular-nums" aria-hidden>
          {volume}%
        </span>
        <button
          type="button"
          onClick={() => void testSound()}
          className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
        >
          <Volume2Icon className="size-4" aria-hidden />
          Testar som
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-stone-600">
        {testResult === null
          ? 'Toque o alerta para conferir se ele é ouvido de onde a equipe trabalha.'
          : testResult === 'played'
            ? `Tocando o alerta a ${volume}%.`
            : TEST_RESULT_TEXT[testResult]}
      </p>
      <label htmlFor={`${id}-minutes`} className="mt-4 block text-sm font-medium text-stone-800">
        Alerta mais forte após (minutos sem abrir o pedido)
      </label>
      <input
        id={`${id}-minutes`}
        type="number"
        inputMode="numeric"
        min={ESCALATION_MINUTES_MIN}
        max={ESCALATION_MINUTES_MAX}
        step={1}
        value={minutes}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isInteger(value) && value >= ESCALATION_MINUTES_MIN) {
            setEscalationMinutes(value);
          }
        }}
        className="mt-1 w-24 rounded-lg border border-stone-300 px-3 py-2 text-base"
      />
      <p className="mt-1 text-xs text-stone-600">
        Depois disso o som fica mais alto e rápido, e o título e o ícone da aba piscam.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {permission === 'granted' ? (
          <p className="text-green-800">Notificações do sistema ativadas.</p>
        ) : permission === 'denied' ? (
          <p className="text-stone-700">
            O navegador bloqueou as notificações: libere-as nas configurações do site.
          </p>
        ) : permission === 'unsupported' ? (
          <p className="text-stone-700">Este navegador não mostra notificações do sistema.</p>
        ) : (
          <button
            type="button"
            onClick={() => void askPermission()}
            className="rounded-lg border border-stone-300 px-3 py-2 font-medium text-stone-800 hover:bg-stone-50"
          >
            Ativar notificações do sistema
          </button>
        )}
      </div>
    </section>
  );
}
