export { Kyc } from './Kyc';
export { KycView, type KycViewProps, type KycSide, type KycImage } from './KycView';
export { useKyc, type KycCallbacks } from './useKyc';
