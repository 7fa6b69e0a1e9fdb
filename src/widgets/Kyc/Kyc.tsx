import { KycView } from './KycView';
import { useKyc, type KycCallbacks } from './useKyc';

/** The bound real-name verification: form, waiting, finished (demo users see the block). */
export function Kyc(props: KycCallbacks) {
  return <KycView {...useKyc(props)} />;
}
