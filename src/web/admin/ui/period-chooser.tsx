import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  ReportQuerySchema,
  type ReportPeriod,
  type ReportQuery,
} from '../../../domain/admin-reports';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/**
 * The period of a report-like screen (docs/decisions/030): 'Hoje', '7 dias', '30 dias' or
 * 'Personalizado' with two dates, checked by the same schema the server reads.
 */
export function PeriodChooser({
  query,
  onChange,
  idPrefix,
}: {
  query: ReportQuery;
  onChange: (query: ReportQuery) => void;
  /** Names the date fields ('report' → report-from, report-to). */
  idPrefix: string;
}) {
  const [isCustom, setIsCustom] = useState(query.period === 'personalizado');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [error, setError] = useState('');
  const errorId = useId();

  function choose(period: ReportPeriod) {
    setError('');
    if (period === 'personalizado') {
      setIsCustom(true);
      return;
    }
    setIsCustom(false);
    onChange({ period });
  }

  function applyCustom(event: FormEvent) {
    event.preventDefault();
    const parsed = ReportQuerySchema.safeParse({
      period: 'personalizado',
      from: from || undefined,
      to: to || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Período inválido.');
      return;
    }
    setError('');
    onChange(parsed.data);
  }

  const active: ReportPeriod = isCustom ? 'personalizado' : query.period;
  return (
    <div className="mb-5 flex flex-col gap-3">
      <div
        role="group"
        aria-label="Período"
        className="inline-flex max-w-full gap-1 self-start overflow-x-auto rounded-xl bg-stone-200/70 p-1"
      >
        {REPORT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            aria-pressed={active === period}
            onClick={() => choose(period)}
            className={cn(
              'shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
              active === period
                ? 'bg-white text-stone-900 shadow-sm'
                : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {REPORT_PERIOD_LABELS[period]}
          </button>
        ))}
      </div>
      {isCustom && (
        <form
          onSubmit={applyCustom}
          noValidate
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-3"
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${idPrefix}-from`}>De</Label>
            <Input
              id={`${idPrefix}-from`}
              type="date"
              inputSize="sm"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${idPrefix}-to`}>Até</Label>
            <Input
              id={`${idPrefix}-to`}
              type="date"
              inputSize="sm"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          <Button type="submit">Ver período</Button>
          {error && (
            <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
