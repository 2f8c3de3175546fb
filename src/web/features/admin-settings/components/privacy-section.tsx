import { ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_PRIVACY_TEXT, PRIVACY_PATH, PRIVACY_TEXT_MAX } from '../../../../domain/privacy';
import { serverMessage } from '../../../admin/api/error-message';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { readPrivacyDraft, writePrivacyDraft } from '../stores/privacy-draft';

/**
 * 'Política de privacidade' (LGPD, docs/decisions/033): the text of the storefront's
 * /privacidade page. Until the owner writes their own, the default text is shown here to edit.
 * What is typed is kept on this device until saved or discarded: leaving the page loses nothing.
 */
export function PrivacySection() {
  const query = usePrivacySettings();
  const save = useSavePrivacySettings();
  // null: the stored text, untouched; a draft from an earlier visit comes back
  const [draft, setDraftState] = useState<string | null>(readPrivacyDraft);
  const [isRestored] = useState(() => draft !== null);
  const setDraft = (text: string | null) => {
    setDraftState(text);
    writePrivacyDraft(text);
  };
  const stored = query.data?.text ?? '';
  const shown = draft ?? (stored === '' ? DEFAULT_PRIVACY_TEXT : stored);
  const isChanged = draft !== null && draft.trim() !== (stored || DEFAULT_PRIVACY_TEXT).trim();

  function submit() {
    // the default text, unchanged, stays the default: a better default later reaches the page
    const text = shown.trim() === DEFAULT_PRIVACY_TEXT.trim() ? '' : shown;
    save.mutate(
      { text },
      {
        onSuccess: () => {
          setDraft(null);
          toast.success('Política de privacidade salva');
        },
        onError: (error) =>
          toast.error('Erro ao salvar a política', {
            description: serverMessage(error, 'Tente novamente.'),
          }),
      },
    );
  }

  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="border-b border-stone-200 px-4 py-3 md:px-5">
        <h2 id="privacy-settings-title" className="text-lg font-bold text-stone-900">
          Política de privacidade
        </h2>
        <p className="text-sm text-stone-600">
          O texto da página de privacidade da loja (LGPD), ligada no checkout e no perfil.
        </p>
      </div>
      <div className="flex flex-col gap-3 p-4 md:p-5">
        {query.isPending ? (
          <div className="py-6 text-center">
            <Spinner label="Carregando..." />
          </div>
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-stone-700">Não foi possível carregar a política de privacidade.</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            <FormField
              id="settings-privacy-text"
              label="Texto da página"
              hint={`Linhas começando com "## " viram títulos; uma linha em branco separa parágrafos. {loja} é trocado pelo nome da pizzaria. ${shown.length}/${PRIVACY_TEXT_MAX} caracteres.`}
            >
              <Textarea
                id="settings-privacy-text"
                rows={14}
                maxLength={PRIVACY_TEXT_MAX}
                value={shown}
                onChange={(event) => setDraft(event.target.value)}
              />
            </FormField>
            {isRestored && isChanged && (
              <p role="status" className="text-sm text-amber-800">
                Rascunho não salvo, guardado neste aparelho. Salve a política ou descarte o
                rascunho.
              </p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={submit} disabled={!isChanged || save.isPending}>
                {save.isPending ? 'Salvando...' : 'Salvar política'}
              </Button>
              <Button
                variant="outline"
                disabled={save.isPending || shown.trim() === DEFAULT_PRIVACY_TEXT.trim()}
                onClick={() => setDraft(DEFAULT_PRIVACY_TEXT)}
              >
                Usar o texto padrão
              </Button>
              {draft !== null && (
                <Button variant="outline" disabled={save.isPending} onClick={() => setDraft(null)}>
                  Descartar rascunho
                </Button>
              )}
              <Button asChild variant="link">
                <a href={PRIVACY_PATH} target="_blank" rel="noreferrer">
                  Ver página
                  <ExternalLinkIcon aria-hidden />
                </a>
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
