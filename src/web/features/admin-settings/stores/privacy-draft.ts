/**
 * The privacy text being written, kept on this device until it is saved or discarded
 * (docs/decisions/043): a long text must survive leaving the page, a reload or a closed tab.
 */
const PRIVACY_DRAFT_KEY = 'forno:admin:privacy-draft';

export function readPrivacyDraft(): string | null {
  try {
    return localStorage.getItem(PRIVACY_DRAFT_KEY);
  } catch {
    // storage refused (private mode, full): the draft lives only on the screen
    return null;
  }
}

/** null forgets the draft. */
export function writePrivacyDraft(text: string | null): void {
  try {
    if (text === null) localStorage.removeItem(PRIVACY_DRAFT_KEY);
    else localStorage.setItem(PRIVACY_DRAFT_KEY, text);
  } catch {
    // as above: nothing more can be done on this device
  }
}
