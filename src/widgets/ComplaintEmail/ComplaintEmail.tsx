import { ComplaintEmailView } from './ComplaintEmailView';
import { useComplaintEmail, type ComplaintEmailOptions } from './useComplaintEmail';

/** The bound complaint e-mail. */
export function ComplaintEmail(props: ComplaintEmailOptions) {
  return <ComplaintEmailView {...useComplaintEmail(props)} />;
}
