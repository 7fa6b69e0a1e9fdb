export { TwoFactor } from './TwoFactor';
export { TwoFactorView, TWO_FACTOR_QR_SIZE, type TwoFactorStage, type TwoFactorViewProps } from './TwoFactorView';
export { useTwoFactor } from './useTwoFactor';
// Not in 'pipkit/core': the two-step sign-in endpoints (createTwoFactorApi(pipkit.http)).
export { createTwoFactorApi, type TwoFactorApi, type TwoFactorSetup, type TwoFactorStatus } from '../../core/api/two-factor';
