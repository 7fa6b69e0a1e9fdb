import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../internal/api/useApi';
import { createContentApi, readCompanyChoice } from '../../core/api/content';
import { useCopy } from '../internal/content/copy';
import type { ComplaintEmailViewProps } from './ComplaintEmailView';

export interface ComplaintEmailOptions {
  /**
   * The host answering {data:{email}} (docs/product.md#api "external host"). Default: the server's public `complaint_email_url`
   * setting, and when that is empty this API server itself.
   */
  url?: string;
}

export function useComplaintEmail({ url }: ComplaintEmailOptions = {}): ComplaintEmailViewProps {
  const copy = useCopy();
  const api = useApi({ content: createContentApi });
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<ComplaintEmailViewProps['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus('loading');
    const host = url
      ? Promise.resolve(url)
      : api.basic.setting<string>('complaint_email_url', { showErrorMessage: false }).then((v) => (typeof v === 'string' ? v : ''), () => '');
    host
      .then((h) => api.content.complaintEmail(h || undefined, { companyId: readCompanyChoice() ?? undefined }))
      .then((e) => {
        if (!live) return;
        setEmail(e);
        setStatus(e ? 'ready' : 'error');
      })
      .catch(() => live && setStatus('error'));
    return () => {
      live = false;
    };
  }, [api, url, attempt]);
  return {
    email,
    status,
    onCopy: () => copy(email),
    onRetry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
