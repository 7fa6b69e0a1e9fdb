export { ComplaintEmail } from './ComplaintEmail';
export { ComplaintEmailView, type ComplaintEmailViewProps } from './ComplaintEmailView';
export { useComplaintEmail, type ComplaintEmailOptions } from './useComplaintEmail';
