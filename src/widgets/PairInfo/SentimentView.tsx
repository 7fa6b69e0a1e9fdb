import { styled } from 'styled-components';
import type { PairSentiment } from '../../core/api/sentiment';
import { useT } from '../provider';
import { Heading, Note } from './parts';

export interface SentimentViewProps {
  symbol: string;
  /** The split; `null` when too few accounts hold the pair; `undefined` (not known) shows nothing. */
  sentiment: PairSentiment | null | undefined;
}

// Buying from the start edge, selling to the end: a right-to-left page mirrors it with its text.
const Bar = styled.div`
  display: flex;
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.down};
  > span {
    background: ${({ theme }) => theme.colors.up};
  }
`;

const Split = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

/** Which way the broker's clients hold the pair: a bar, the split in words (the bar is only its picture), what it is. */
export function SentimentView({ symbol, sentiment }: SentimentViewProps) {
  const t = useT();
  if (sentiment === undefined) return null;
  return (
    <div data-testid="pair-sentiment">
      <Heading>{t('pairInfo.sentiment')}</Heading>
      {sentiment ? (
        <>
          <Bar aria-hidden="true">
            <span style={{ inlineSize: `${sentiment.Long}%` }} />
          </Bar>
          <Split>{t('pairInfo.sentimentSplit', { long: sentiment.Long, short: sentiment.Short })}</Split>
          <Note>{t('pairInfo.sentimentNote', { symbol })}</Note>
        </>
      ) : (
        <Note>{t('pairInfo.sentimentFew', { symbol })}</Note>
      )}
    </div>
  );
}
