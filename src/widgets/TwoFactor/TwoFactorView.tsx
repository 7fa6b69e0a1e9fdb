import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../../core';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { CopyRow } from '../ui/CopyRow';
import { Input } from '../ui/Input';
import { StatusBadge } from '../ui/RecordList';
import { Skeleton } from '../ui/Skeleton';
import { Mono, Muted } from '../ui/Text';
import { Notice, SectionTitle, Stack } from '../internal/funds/parts';
import { RetryNotice } from '../internal/loading/RetryNotice';

export const TWO_FACTOR_QR_SIZE = 176;

/** Where the settings are: each stage is one screen of the flow. */
export type TwoFactorStage =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off' }
  /** A secret to scan (its QR code once drawn) and a code from the app to confirm it. */
  | { kind: 'setup'; secret: string; otpauthUrl: string; qrDataUrl: string | null }
  /** Just turned on: the recovery codes, shown this once. */
  | { kind: 'codes'; codes: string[] }
  | { kind: 'on'; enabledAt: string; recoveryLeft: number };

export interface TwoFactorViewProps {
  stage: TwoFactorStage;
  /** The code field (confirming the set-up, or turning off). */
  code: string;
  /** The password field (turning off). */
  password: string;
  /** A step is on its way. */
  busy: boolean;
  onRetry: () => void;
  onStart: () => void;
  onCopySecret: () => void;
  onCodeChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onEnable: () => void;
  onCancelSetup: () => void;
  onCopyCodes: () => void;
  onCodesSaved: () => void;
  onDisable: () => void;
}

const Qr = styled.figure`
  margin: 0 auto;
  inline-size: ${TWO_FACTOR_QR_SIZE}px;
  block-size: ${TWO_FACTOR_QR_SIZE}px;
  img {
    display: block;
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  & > * {
    flex: 1;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A key as people type it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
const submit = (run: () => void) => (e: FormEvent) => {
  e.preventDefault();
  run();
};

/**
 * Two-step sign-in (docs/accounts.md "Two-step sign-in"): whether it is on; turning it on (scan the QR code or type
 * the key in, confirm with a code, keep the recovery codes shown once) or off (password and a code).
 */
export function TwoFactorView(p: TwoFactorViewProps) {
  const t = useT();
  const s = p.stage;
  const codeField = (
    <Input
      label={t('user.twoFactorCode')}
      value={p.code}
      onChange={(e) => p.onCodeChange(e.target.value)}
      inputMode={s.kind === 'setup' ? 'numeric' : 'text'}
      autoComplete="one-time-code"
      maxLength={s.kind === 'setup' ? 6 : 32}
      spellCheck={false}
    />
  );
  if (s.kind === 'loading') {
    return (
      <div role="status" aria-label={t('common.loading')}>
        <Skeleton $height="120px" />
      </div>
    );
  }
  if (s.kind === 'failed') {
    return (
      <RetryNotice onRetry={p.onRetry} />
    );
  }
  if (s.kind === 'setup') {
    return (
      <Form onSubmit={submit(p.onEnable)} aria-label={t('user.twoFactor')}>
        <Muted>{t('user.twoFactorScan')}</Muted>
        <Qr>
          {s.qrDataUrl ? (
            <img src={s.qrDataUrl} alt={t('user.twoFactorQrAlt')} width={TWO_FACTOR_QR_SIZE} height={TWO_FACTOR_QR_SIZE} />
          ) : (
            <Skeleton $width={`${TWO_FACTOR_QR_SIZE}px`} $height={`${TWO_FACTOR_QR_SIZE}px`} />
          )}
        </Qr>
        <CopyRow label={t('user.twoFactorKey')} value={grouped(s.secret)} copyLabel={t('common.copy')} copyAria={`${t('common.copy')}: ${t('user.twoFactorKey')}`} onCopy={p.onCopySecret} />
        {codeField}
        <Actions>
          <Button type="button" $variant="secondary" onClick={p.onCancelSetup}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={p.busy || !/^\d{6}$/.test(p.code.trim())}>
            {t('user.twoFactorTurnOn')}
          </Button>
        </Actions>
      </Form>
    );
  }
  if (s.kind === 'codes') {
    return (
      <Stack>
        <SectionTitle>{t('user.recoveryCodes')}</SectionTitle>
        <Notice role="status">{t('user.recoveryCodesText')}</Notice>
        <Codes aria-label={t('user.recoveryCodes')}>
          {s.codes.map((c) => (
            <li key={c}>
              <Mono>{c}</Mono>
            </li>
          ))}
        </Codes>
        <Actions>
          <Button $variant="secondary" onClick={p.onCopyCodes}>
            {t('common.copy')}
          </Button>
          <Button onClick={p.onCodesSaved}>{t('user.recoveryCodesSaved')}</Button>
        </Actions>
      </Stack>
    );
  }
  return (
    <Stack>
      <Muted>{t('user.twoFactorText')}</Muted>
      <div data-testid="pipkit-two-factor-status">
        <StatusBadge tone={s.kind === 'on' ? 'ok' : 'wait'}>
          {s.kind === 'on' ? t('user.twoFactorIsOn', { time: formatDate(s.enabledAt) }) : t('user.twoFactorIsOff')}
        </StatusBadge>
      </div>
      {s.kind === 'off' ? (
        <Button $block disabled={p.busy} onClick={p.onStart}>
          {t('user.twoFactorTurnOn')}
        </Button>
      ) : (
        <Form onSubmit={submit(p.onDisable)} aria-label={t('user.twoFactorTurnOff')}>
          <Muted>{t('user.recoveryLeft', { n: s.recoveryLeft })}</Muted>
          <Muted>{t('user.twoFactorTurnOffText')}</Muted>
          <Input label={t('auth.password')} type="password" value={p.password} onChange={(e) => p.onPasswordChange(e.target.value)} autoComplete="current-password" />
          {codeField}
          <Button type="submit" $block $variant="danger" disabled={p.busy || !p.password || !p.code.trim()}>
            {t('user.twoFactorTurnOff')}
          </Button>
        </Form>
      )}
    </Stack>
  );
}
