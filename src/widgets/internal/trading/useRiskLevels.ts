// The risk-rate levels for a React view: null until they are known (or when the server does not publish them).
import { useEffect, useState } from 'react';
import { usePipkit } from '../../provider/context';
import { loadRiskLevels, type RiskLevels } from './risk-levels';

export type { RiskLevels };

export function useRiskLevels(): RiskLevels | null {
  const pipkit = usePipkit();
  const [levels, setLevels] = useState<RiskLevels | null>(null);
  useEffect(() => {
    let live = true;
    void loadRiskLevels(pipkit).then((l) => live && setLevels(l));
    return () => {
      live = false;
    };
  }, [pipkit]);
  return levels;
}
