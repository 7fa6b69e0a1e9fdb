import { useStore } from '@nanostores/react';
import { $spinner } from '../../core';
import type { SpinnerViewProps } from './SpinnerView';

export function useSpinner(): SpinnerViewProps {
  return { active: useStore($spinner) > 0 };
}
