import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Input } from '../ui/Input';
import { Muted } from '../ui/Text';
import { Notice, Stack } from '../internal/funds/parts';
import { SecondFactorField, type SecondFactorFieldProps } from '../internal/account/SecondFactorField';

export interface MyDataViewProps {
  password: string;
  /** The two-step code field, once the server asked for a code; null: not shown. */
  twoFactor: SecondFactorFieldProps | null;
  /** The file is being made. */
  busy: boolean;
  /** The name of the file just saved; null: none yet (or the form was changed since). */
  saved: string | null;
  onPasswordChange: (value: string) => void;
  onDownload: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Held = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
`;

/** The saved file's name: left to right in any language, and kept whole on a line of its own when it does not fit. */
const FileName = styled.bdi`
  display: inline-block;
  max-inline-size: 100%;
  overflow-wrap: anywhere;
`;

/**
 * Your data (docs/accounts.md "Your data"): what a copy holds and leaves out, and the download with the password —
 * and the two-step code when the server asks for it.
 */
export function MyDataView(p: MyDataViewProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy) p.onDownload();
  };
  return (
    <Stack>
      <Muted>{t('user.myDataText')}</Muted>
      <Held aria-label={t('user.myDataHolds')}>
        <li>{t('user.myDataProfile')}</li>
        <li>{t('user.myDataMoney')}</li>
        <li>{t('user.myDataTrading')}</li>
        <li>{t('user.myDataSecurity')}</li>
      </Held>
      <Muted $size="sm">{t('user.myDataLeftOut')}</Muted>
      <Form onSubmit={submit} aria-label={t('user.myDataDownload')}>
        <Input label={t('auth.password')} type="password" value={p.password} onChange={(e) => p.onPasswordChange(e.target.value)} autoComplete="current-password" />
        {p.twoFactor ? <SecondFactorField {...p.twoFactor} /> : null}
        <Button type="submit" $block disabled={p.busy || !p.password} aria-busy={p.busy || undefined}>
          {p.busy ? t('user.myDataMaking') : t('user.myDataDownload')}
        </Button>
      </Form>
      {p.saved && (
        <>
          <Notice role="status" data-testid="pipkit-my-data-saved">
            {t('user.myDataSaved')} <FileName dir="ltr">{p.saved}</FileName>
          </Notice>
          <Muted $size="sm">{t('user.myDataLinks')}</Muted>
        </>
      )}
    </Stack>
  );
}
