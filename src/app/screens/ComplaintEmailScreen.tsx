import { useStore } from '@nanostores/react';
import { $basicInfo } from '../../core';
import { ComplaintEmail } from '../../widgets/ComplaintEmail';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/email: the complaint address; the host answering it is the `complaint_email_url` setting (default this server). */
export function ComplaintEmailScreen() {
  const t = useT();
  const info = useStore($basicInfo);
  const url = typeof info?.complaint_email_url === 'string' && info.complaint_email_url ? info.complaint_email_url : undefined;
  return (
    <>
      <ScreenHeader title={t('content.complaintTitle')} />
      <ComplaintEmail url={url} />
    </>
  );
}
