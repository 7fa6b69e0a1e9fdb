import { useCallback } from 'react';
import { t } from '../../../core';
import { usePipkit } from '../../provider';

/** Copies text; falls back to a hidden textarea where the Clipboard API is missing (http, old WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const doc = (globalThis as { document?: Document }).document;
    if (!doc) return false;
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    doc.body.appendChild(area);
    area.select();
    const ok = doc.execCommand?.('copy') ?? false;
    area.remove();
    return ok;
  }
}

/** Copy with the 'copy success' message (docs/product.md#errors), told through the client's notify. */
export function useCopy(): (text: string) => void {
  const { notify } = usePipkit();
  return useCallback((text: string) => void copyText(text).then((ok) => ok && notify(t('msg.copySuccess'), 'success')), [notify]);
}
