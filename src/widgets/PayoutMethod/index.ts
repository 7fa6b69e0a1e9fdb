export { PayoutMethod } from './PayoutMethod';
export { PayoutMethodView, type PayoutMethodViewProps, type PayoutMethodType, type BankFields } from './PayoutMethodView';
export { usePayoutMethod, addressLooksValid, type PayoutMethodCallbacks } from './usePayoutMethod';
