import { styled } from 'styled-components';
import { Mono, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { ReviewActions } from '../../ui/ReviewActions';
import { when } from '../../core/format';
import { Facts } from '../../ui/Facts';
import type { Decision } from '../../ui/ReviewDialog';

export interface IdentityRow {
  id: number;
  user_id: number;
  uid: string;
  email: string;
  mobile: string;
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  status: 'waiting' | 'finish' | 'rejected';
  reason?: string;
  created_at: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// The two sides next to each other, as a reviewer compares them; one above the other on a phone.
const Docs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  figure {
    margin: 0;
  }
  img {
    display: block;
    inline-size: 100%;
    max-block-size: 320px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;


const tone = (s: IdentityRow['status']) => (s === 'finish' ? 'ok' : s === 'waiting' ? 'wait' : 'bad');

/** Identity submissions with both sides of the document side by side, and the decision buttons. */
export function IdentityView({ rows, canReview, onReview }: { rows: IdentityRow[]; canReview: boolean; onReview: (id: number, decision: Decision) => void }) {
  const t = useT();
  return (
    <List>
      {rows.map((r) => (
        <Item key={r.id} data-identity={r.id} aria-label={`#${r.id} ${r.name}`}>
          <Facts>
            <dt>#</dt>
            <dd>{r.id}</dd>
            <dt>{t('console.common.user')}</dt>
            <dd>
              {r.uid} · {r.email || r.mobile}
            </dd>
            <dt>{t('console.identity.name')}</dt>
            <dd>{r.name}</dd>
            <dt>{t('console.identity.document')}</dt>
            <dd>
              <Mono>{r.card_id}</Mono>
            </dd>
            <dt>{t('console.common.submitted')}</dt>
            <dd>{when(r.created_at)}</dd>
            <dt>{t('console.common.status')}</dt>
            <dd>
              <StatusBadge tone={tone(r.status)}>{t(`console.status.${r.status}`)}</StatusBadge> {r.reason}
            </dd>
          </Facts>
          <Docs>
            <figure>
              <img src={r.front_pic} alt={t('console.identity.front')} loading="lazy" />
              <figcaption>{t('console.identity.front')}</figcaption>
            </figure>
            <figure>
              <img src={r.reverse_pic} alt={t('console.identity.back')} loading="lazy" />
              <figcaption>{t('console.identity.back')}</figcaption>
            </figure>
          </Docs>
          <ReviewActions id={r.id} waiting={r.status === 'waiting'} canReview={canReview} onReview={onReview} />
        </Item>
      ))}
    </List>
  );
}
