import { showToast, t } from '../../core';

/** Copies text (Clipboard API, else a hidden textarea) and toasts 'copy success' (docs/product.md#errors). */
export async function copyWithToast(text: string): Promise<boolean> {
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    const doc = (globalThis as { document?: Document }).document;
    if (doc) {
      const area = doc.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      doc.body.appendChild(area);
      area.select();
      ok = doc.execCommand?.('copy') ?? false;
      area.remove();
    }
  }
  if (ok) showToast(t('msg.copySuccess'), 'success');
  return ok;
}
