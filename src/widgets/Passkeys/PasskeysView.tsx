import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { Passkey, PasskeyList } from '../../core/api/passkeys';
import { formatDate } from '../../core';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { AskDialog } from '../ui/AskDialog';
import { Input } from '../ui/Input';
import { RecordItem, RecordList, StatusBadge } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { Notice, SectionTitle, Stack } from '../internal/funds/parts';
import { RetryNotice } from '../internal/loading/RetryNotice';

export interface PasskeysViewProps {
  /** null while loading */
  list: PasskeyList | null;
  /** The list could not be loaded (offered again with Retry). */
  failed: boolean;
  /** This browser can make and use passkeys. */
  supported: boolean;
  password: string;
  /** The two-step code field (shown when two-step sign-in is on). */
  code: string;
  /** Adding or removing is on its way. */
  busy: boolean;
  /** The passkey whose removal is being asked about. */
  confirm: number | null;
  onRetry: () => void;
  onPasswordChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  onAdd: () => void;
  onRemove: (id: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The passkey being renamed, with the name typed so far; null: none. */
  renaming?: { id: number; name: string } | null;
  onRename?: (passkey: Passkey) => void;
  onRenameChange?: (name: string) => void;
  onRenameSave?: () => void;
  onRenameCancel?: () => void;
}

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const RenameForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Passkeys (docs/accounts.md "Passkeys"): the account's passkeys with when each was added and last used, renaming one,
 * removing one (asked first), and adding one on this device with the password — and the two-step code when that is on.
 */
export function PasskeysView(p: PasskeysViewProps) {
  const t = useT();
  const keys = p.list?.passkeys ?? [];
  const full = !!p.list && keys.length >= p.list.max;
  const asked = keys.find((k) => k.id === p.confirm);
  const used = (k: Passkey) => (k.last_used_at ? t('user.passkeyUsedAt', { time: formatDate(k.last_used_at) }) : t('user.passkeyNeverUsed'));
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy) p.onAdd();
  };
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy && p.renaming?.name.trim()) p.onRenameSave?.();
  };
  return (
    <Stack>
      <Muted>{t('user.passkeysText')}</Muted>
      {p.failed ? (
        <RetryNotice onRetry={p.onRetry} />
      ) : !p.list ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $height="72px" />
        </div>
      ) : keys.length === 0 ? (
        <Muted data-testid="pipkit-passkeys-none">{t('user.passkeysNone')}</Muted>
      ) : (
        <RecordList aria-label={t('user.passkeys')}>
          {keys.map((k) => (
            <RecordItem key={k.id} data-testid="pipkit-passkey">
              {p.renaming?.id === k.id ? (
                <RenameForm onSubmit={rename} aria-label={`${t('user.passkeyRename')}: ${k.name}`}>
                  <Input label={t('user.passkeyName')} value={p.renaming.name} maxLength={60} autoFocus onChange={(e) => p.onRenameChange?.(e.target.value)} />
                  <Button type="submit" disabled={p.busy || !p.renaming.name.trim()}>
                    {t('common.save')}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={p.onRenameCancel}>
                    {t('common.cancel')}
                  </Button>
                </RenameForm>
              ) : (
                <div>
                  <Name>{k.name}</Name>
                  {k.synced && <StatusBadge tone="ok">{t('user.passkeySynced')}</StatusBadge>}
                  {p.onRename && (
                    <Button $variant="secondary" disabled={p.busy} aria-label={`${t('user.passkeyRename')}: ${k.name}`} onClick={() => p.onRename?.(k)}>
                      {t('user.passkeyRename')}
                    </Button>
                  )}
                  <Button $variant="secondary" disabled={p.busy} aria-label={`${t('user.passkeyRemove')}: ${k.name}`} onClick={() => p.onRemove(k.id)}>
                    {t('user.passkeyRemove')}
                  </Button>
                </div>
              )}
              <span className="muted">
                {t('user.passkeyAddedAt', { time: formatDate(k.created_at) })} · {used(k)}
              </span>
            </RecordItem>
          ))}
        </RecordList>
      )}
      {p.list && (
        <>
          <SectionTitle>{t('user.passkeyAdd')}</SectionTitle>
          {!p.supported ? (
            <Notice role="status">{t('user.passkeysUnsupported')}</Notice>
          ) : full ? (
            <Notice role="status">{t('user.passkeysFull', { max: p.list.max })}</Notice>
          ) : (
            <Form onSubmit={add} aria-label={t('user.passkeyAdd')}>
              <Muted>{t(p.list.two_factor ? 'user.passkeyAddTextCode' : 'user.passkeyAddText')}</Muted>
              <Input label={t('auth.password')} type="password" value={p.password} onChange={(e) => p.onPasswordChange(e.target.value)} autoComplete="current-password" />
              {p.list.two_factor && (
                <Input
                  label={t('user.twoFactorCode')}
                  value={p.code}
                  onChange={(e) => p.onCodeChange(e.target.value)}
                  autoComplete="one-time-code"
                  maxLength={32}
                  spellCheck={false}
                />
              )}
              <Button type="submit" $block disabled={p.busy || !p.password || (p.list.two_factor && !p.code.trim())}>
                {t('user.passkeyAdd')}
              </Button>
            </Form>
          )}
        </>
      )}
      <AskDialog
        open={p.confirm !== null}
        title={t('user.passkeyRemove')}
        confirmLabel={t('user.passkeyRemove')}
        onConfirm={p.onConfirm}
        onCancel={p.onCancel}
      >
        {t('user.passkeyRemoveConfirm', { name: asked?.name ?? '' })}
      </AskDialog>
    </Stack>
  );
}
