import { useStore } from '@nanostores/react';
import type { SpinnerViewProps } from './SpinnerView';
import { useStores } from '../provider';

export function useSpinner(): SpinnerViewProps {
  const stores = useStores();
  return { active: useStore(stores.spinner.$count) > 0 };
}
