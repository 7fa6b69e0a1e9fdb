import { ComplaintEmail } from '../../widgets/ComplaintEmail';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /mine/email: the complaint address (host: the `complaint_email_url` setting, default this server). */
export function ComplaintEmailScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('content.complaintTitle')} />
      <ComplaintEmail />
    </>
  );
}
