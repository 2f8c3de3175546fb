import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** How a connection's test went: it worked, it may not have, or it failed. */
export type TestOutcomeTone = 'ok' | 'unsure' | 'failed';

const TONE_STYLES: Record<TestOutcomeTone, string> = {
  ok: 'border-green-300 bg-green-50 text-green-900',
  unsure: 'border-amber-300 bg-amber-50 text-amber-950',
  failed: 'border-red-300 bg-red-50 text-red-900',
};

/** What a connection's test answered, in the colour of how it went. */
export function TestOutcomeNote({
  tone,
  message,
  className,
}: {
  tone: TestOutcomeTone;
  message: string;
  className?: string;
}) {
  return (
    <p
      role="status"
      className={cn('rounded-lg border px-3 py-2 text-sm', TONE_STYLES[tone], className)}
    >
      {message}
    </p>
  );
}

/**
 * The foot of a connection's form laid out in two columns: what its last test answered, then the
 * test on the left and 'Cancelar' and the save on the right, both across the two columns.
 */
export function TestCancelSaveActions({
  outcome,
  testLabel,
  testingLabel,
  isTesting,
  onTest,
  onCancel,
  saveLabel,
  isSaving,
}: {
  outcome: { tone: TestOutcomeTone; message: string } | null;
  testLabel: string;
  testingLabel: string;
  isTesting: boolean;
  onTest: () => void;
  onCancel: () => void;
  saveLabel: string;
  isSaving: boolean;
}) {
  return (
    <>
      {outcome && <TestOutcomeNote {...outcome} className="sm:col-span-2" />}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button
          type="button"
          variant="outline"
          onClick={onTest}
          disabled={isTesting}
          className="flex-1 sm:flex-none"
        >
          {isTesting ? testingLabel : testLabel}
        </Button>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Salvando...' : saveLabel}
          </Button>
        </div>
      </div>
    </>
  );
}
