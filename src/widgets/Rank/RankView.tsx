import { styled } from 'styled-components';
import type { FollowEntry } from '../../core';
import { formatDecimal } from '../../core/money';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { cardSurface } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { Dialog } from '../ui/Dialog';
import { Skeleton } from '../ui/Skeleton';

export interface RankViewProps {
  entries: FollowEntry[];
  status: 'loading' | 'ready' | 'error';
  /** The entry whose coming-soon dialog is open. */
  selected: FollowEntry | null;
  onSelect: (entry: FollowEntry) => void;
  onCloseDialog: () => void;
  onRetry: () => void;
  /** Copy trading: the multiplier of each trader (by uid) the person copies, shown on their card. */
  copying?: Record<string, string>;
}

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: none;
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Badge = styled.span<{ $top: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-inline-size: 36px;
  block-size: 36px;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $top }) => ($top ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $top }) => ($top ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Name = styled.span`
  flex: 1;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Tag = styled.span`
  flex: none;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  direction: ltr;
  unicode-bidi: isolate;
`;

/** Copy trading: the person copies this trader (a line of its own, so a long name keeps the head's width). */
const Copying = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space.xxs};
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    /* Japanese, Chinese and Korean labels break between phrases ("3週間の損益 / (USD)"), not inside a word
       ("3週間の損 / 益"); a label still too wide for its column breaks anywhere rather than overflow. */
    word-break: keep-all;
    overflow-wrap: anywhere;
    line-break: strict;
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    /* Signed figures read "+5.07%" in every language (digits are Latin everywhere, see core formatters). */
    direction: ltr;
    text-align: start;
    unicode-bidi: isolate;
  }
  [dir='rtl'] & dd {
    text-align: end;
  }
`;

const Value = styled.span<{ $tone: 'up' | 'down' | 'plain' }>`
  color: ${({ theme, $tone }) => ($tone === 'up' ? theme.colors.up : $tone === 'down' ? theme.colors.down : theme.colors.text)};
  unicode-bidi: isolate;
`;

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const tone = (v: string) => (v.startsWith('-') ? 'down' : Number(v) > 0 ? 'up' : 'plain');

/** Ranking / copy-trading list (docs/product.md#routes-and-screens /rank): trader cards; a tap opens the coming-soon dialog. */
export function RankView({ entries, status, selected, onSelect, onCloseDialog, onRetry, copying }: RankViewProps) {
  // useT re-renders on a language change, and the figures follow the language's locale.
  const t = useT();
  const pct = (v: string) => `${formatDecimal(v, 2, { sign: true })}%`;
  if (status === 'loading')
    return (
      <div role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} $height="132px" style={{ marginBlockEnd: 8, borderRadius: 14 }} />
        ))}
      </div>
    );
  if (status === 'error')
    return (
      <>
        <Notice role="alert">{t('common.requestFailed')}</Notice>
        <Button $variant="secondary" $block onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </>
    );
  if (entries.length === 0) return <Notice>{t('msg.noData')}</Notice>;
  return (
    <>
      <CardGrid as="ol" aria-label={t('content.rankListLabel')}>
        {entries.map((e, i) => {
          const rank = e.rank ?? i + 1;
          return (
            <li key={e.uid ?? `${e.user}-${i}`}>
              <Card type="button" onClick={() => onSelect(e)} aria-haspopup="dialog">
                <Head>
                  <Badge $top={rank <= 3} aria-label={t('content.rankPosition', { n: rank })}>
                    {rank}
                  </Badge>
                  <Name>{e.user}</Name>
                  {e.code && <Tag>{e.code}</Tag>}
                  <Tag>{t('content.leverageValue', { n: e.multiple })}</Tag>
                </Head>
                {e.uid && copying?.[e.uid] && <Copying>{t('content.copying', { m: copying[e.uid] })}</Copying>}
                <Figures>
                  <div>
                    <dt>{t('content.threeWeekRate')}</dt>
                    <dd>
                      <Value $tone={tone(e.three_week_rate)}>{pct(e.three_week_rate)}</Value>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('content.threeWeekWin')}</dt>
                    <dd>{formatDecimal(e.three_week_win, 2)}%</dd>
                  </div>
                  <div>
                    <dt>{t('content.threeWeekProfit')}</dt>
                    <dd>
                      <Value $tone={tone(e.three_week_profit)}>{formatDecimal(e.three_week_profit, 2)}</Value>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('content.totalRate')}</dt>
                    <dd>
                      <Value $tone={tone(e.total_rate)}>{pct(e.total_rate)}</Value>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('content.totalTrades')}</dt>
                    <dd>{e.total_trade_num}</dd>
                  </div>
                  <div>
                    <dt>{t('content.multiple')}</dt>
                    <dd>{t('content.leverageValue', { n: e.multiple })}</dd>
                  </div>
                </Figures>
              </Card>
            </li>
          );
        })}
      </CardGrid>
      <Dialog
        open={selected !== null}
        title={t('content.followSoonTitle')}
        onClose={onCloseDialog}
        actions={<Button onClick={onCloseDialog}>{t('common.ok')}</Button>}
      >
        {selected ? t('content.followSoonText', { name: selected.user }) : null}
      </Dialog>
    </>
  );
}
