import { styled } from 'styled-components';
import type { DeviceSession, SignIn } from '../../core/api/devices';
import { formatDate } from '../../core';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { AskDialog } from '../ui/AskDialog';
import { RecordItem, RecordList, StatusBadge } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { Stack } from '../internal/funds/parts';
import { RetryNotice } from '../internal/loading/RetryNotice';
import { SignInList } from './SignInList';

/** What the confirm dialog asks about: one session (by id) or every other one. */
export type DevicesConfirm = { id: number } | 'others';

export interface DevicesViewProps {
  loading: boolean;
  /** The list could not be loaded (offered again with Retry). */
  failed: boolean;
  items: DeviceSession[];
  /** The account's sign-ins and failed attempts, newest first. */
  signIns: SignIn[];
  confirm: DevicesConfirm | null;
  /** A sign-out is on its way. */
  busy: boolean;
  onRetry: () => void;
  onSignOut: (id: number) => void;
  onSignOutOthers: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * Signed-in devices (docs/accounts.md "Signed-in devices"): each live session with its browser, address and sign-in
 * time, this device marked; sign one out, or all the others at once. Both ask first. Then the account's sign-in
 * activity, failed attempts included.
 */
export function DevicesView(p: DevicesViewProps) {
  const t = useT();
  const nameOf = (s: DeviceSession) => s.device || t('user.unknownDevice');
  const others = p.items.filter((s) => !s.current).length;
  const asked = p.confirm && p.confirm !== 'others' ? p.items.find((s) => s.id === (p.confirm as { id: number }).id) : undefined;
  return (
    <Stack>
      <Muted>{t('user.devicesText')}</Muted>
      {p.loading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $height="72px" style={{ marginBlockEnd: 8 }} />
          <Skeleton $height="72px" />
        </div>
      ) : p.failed ? (
        <RetryNotice onRetry={p.onRetry} />
      ) : (
        <RecordList aria-label={t('user.devices')}>
          {p.items.map((s) => (
            <RecordItem key={s.id} data-testid="pipkit-device">
              <div>
                <Name>{nameOf(s)}</Name>
                {s.current ? (
                  <StatusBadge tone="ok">{t('user.thisDevice')}</StatusBadge>
                ) : (
                  <Button $variant="secondary" disabled={p.busy} aria-label={`${t('user.signOut')}: ${nameOf(s)}`} onClick={() => p.onSignOut(s.id)}>
                    {t('user.signOut')}
                  </Button>
                )}
              </div>
              <span className="muted">
                {t('user.signedInAt', { time: formatDate(s.created_at) })}
                {/* This device is in use now; another one's last use is what tells a forgotten browser from a thief's. */}
                {!s.current && s.seen_at ? ` · ${t('user.lastActiveAt', { time: formatDate(s.seen_at) })}` : ''}
                {s.ip ? ` · ${t('user.addressLabel', { ip: s.ip })}` : ''}
              </span>
            </RecordItem>
          ))}
        </RecordList>
      )}
      {!p.loading && !p.failed && (
        <>
          <Button $block $variant="danger" disabled={p.busy || others === 0} onClick={p.onSignOutOthers}>
            {t('user.signOutOthers')}
          </Button>
          <SignInList items={p.signIns} />
        </>
      )}
      <AskDialog
        open={p.confirm !== null}
        title={p.confirm === 'others' ? t('user.signOutOthers') : t('user.signOut')}
        confirmLabel={p.confirm === 'others' ? t('user.signOutOthers') : t('user.signOut')}
        onConfirm={p.onConfirm}
        onCancel={p.onCancel}
      >
        {p.confirm === 'others' ? t('user.signOutOthersConfirm') : t('user.signOutConfirm', { device: asked ? nameOf(asked) : '' })}
      </AskDialog>
    </Stack>
  );
}
