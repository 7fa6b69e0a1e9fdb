import { useRef, useState, type PointerEvent } from 'react';
import { styled } from 'styled-components';
import type { DrawMethod } from '../../core/api/funds';
import { useT } from '../provider';
import { AskDialog } from '../ui/AskDialog';
import { Skeleton } from '../ui/Skeleton';
import { Mono } from '../ui/Text';
import { Notice, Stack } from '../internal/funds/parts';
import { currencyName, heldUntil, when } from '../internal/funds/format';

export type PayoutKind = 'bank' | 'coin';

export interface PayoutListViewProps {
  demoBlocked?: boolean;
  kind: PayoutKind;
  loading: boolean;
  items: DrawMethod[];
  /** Id waiting for the delete confirm, or null. */
  confirmId: number | null;
  onAdd: () => void;
  onDelete: (id: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The clock a new method's hold is compared with (epoch ms; default now). */
  now?: number;
}

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const AddButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: ${({ theme }) => theme.density.control};
  min-inline-size: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const DeleteButton = styled.button.attrs({ type: 'button' })`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  inline-size: 88px;
  border: none;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: -5px;
  }
`;

const Face = styled.div<{ $shift: number; $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  transform: translateX(${({ $shift }) => $shift}px);
  transition: ${({ $dragging }) => ($dragging ? 'none' : 'transform 0.2s')};
  touch-action: pan-y;
  user-select: none;
  & strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & span.muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const REVEAL = 88;

/**
 * One bound method. Swipe toward the inline end (left in LTR, right in RTL) reveals Delete; the Delete button is
 * also reachable by keyboard (focusing it slides the row open), so the gesture is never the only way.
 */
function SwipeRow({ m, kind, onDelete, label, held }: { m: DrawMethod; kind: PayoutKind; onDelete(id: number): void; label: string; held: string | null }) {
  const [open, setOpen] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const [rtl, setRtl] = useState(false);
  const start = useRef<{ x: number; rtl: boolean } | null>(null);
  const dragRef = useRef<number | null>(null);
  const rtlSign = () => (start.current?.rtl ? 1 : -1);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const isRtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    setRtl(isRtl);
    start.current = { x: e.clientX, rtl: isRtl };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const dx = e.clientX - start.current.x;
    const base = open ? REVEAL * rtlSign() : 0;
    const next = Math.max(-REVEAL, Math.min(REVEAL, base + dx));
    dragRef.current = rtlSign() < 0 ? Math.min(0, next) : Math.max(0, next);
    setDrag(dragRef.current);
  };
  const onPointerUp = () => {
    // Read the ref: pointermove updates are batched and may not have re-rendered yet.
    if (start.current && dragRef.current !== null) setOpen(Math.abs(dragRef.current) > REVEAL / 2);
    start.current = null;
    dragRef.current = null;
    setDrag(null);
  };
  const shift = drag ?? (open ? (rtl ? REVEAL : -REVEAL) : 0);
  return (
    <Item>
      <DeleteButton aria-label={`${label}: ${m.dc_address || m.payee_account}`} onFocus={(e) => {
          setRtl(getComputedStyle(e.currentTarget).direction === 'rtl');
          setOpen(true);
        }} onBlur={() => setOpen(false)} onClick={() => onDelete(m.id)}>
        {label}
      </DeleteButton>
      <Face
        $shift={shift}
        $dragging={drag !== null}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="pipkit-payout-row"
      >
        {kind === 'coin' ? (
          <>
            <strong>{currencyName(m.draw_currency)}</strong>
            <Mono>{m.dc_address}</Mono>
          </>
        ) : (
          <>
            <strong>{m.bank_name}</strong>
            <Mono>{m.payee_account}</Mono>
            <span className="muted">
              {m.payee_name}
              {m.bank_branch ? ` · ${m.bank_branch}` : ''}
              {m.bank_swift ? ` · ${m.bank_swift}` : ''}
            </span>
          </>
        )}
        {held && <span className="muted" data-testid="pipkit-payout-held">{held}</span>}
      </Face>
    </Item>
  );
}

/** Bound bank cards or coin addresses (docs/product.md#routes-and-screens): swipe to delete with a confirm; plus goes to the bind form. */
export function PayoutListView(p: PayoutListViewProps) {
  const t = useT();
  if (p.demoBlocked) return <Notice role="alert">{t('msg.demoBlocked')}</Notice>;
  const addLabel = p.kind === 'bank' ? t('funds.bindBank') : t('funds.bindAddress');
  return (
    <Stack>
      <Top>
        <AddButton aria-label={addLabel} onClick={p.onAdd}>
          <span aria-hidden="true">+</span>
          <span>{addLabel}</span>
        </AddButton>
      </Top>
      {p.loading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $height="64px" style={{ marginBlockEnd: 8 }} />
          <Skeleton $height="64px" />
        </div>
      ) : p.items.length === 0 ? (
        <Notice>{t('msg.noData')}</Notice>
      ) : (
        <List aria-label={p.kind === 'bank' ? t('funds.bankCards') : t('funds.coinAddresses')}>
          {p.items.map((m) => {
            const until = heldUntil(m, p.now ?? Date.now());
            return <SwipeRow key={m.id} m={m} kind={p.kind} onDelete={p.onDelete} label={t('funds.delete')} held={until && t('funds.usableFrom', { time: when(until) })} />;
          })}
        </List>
      )}
      <AskDialog
        open={p.confirmId !== null}
        title={t('funds.deleteTitle')}
        confirmLabel={t('funds.delete')}
        onConfirm={p.onConfirm}
        onCancel={p.onCancel}
      >
        {p.kind === 'bank' ? t('funds.deleteBankConfirm') : t('funds.deleteAddressConfirm')}
      </AskDialog>
    </Stack>
  );
}
