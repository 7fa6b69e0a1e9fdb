import { styled } from 'styled-components';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { DemoBlocked, Title } from '../internal/account/parts';

/** docs/product.md#routes-and-screens, #constants-and-limits: the invitation QR code is 160 px with error correction H. */
export const INVITE_QR_SIZE = 160;

export interface InviteViewProps {
  status: 'loading' | 'error' | 'ready' | 'demo';
  code: string;
  /** {origin}/#/register?invite_code={code} */
  link: string;
  /** PNG data URL of the link's QR code; null while drawing. */
  qrDataUrl: string | null;
  /** How many registered with the code (null = unknown). */
  invited: number | null;
  onCopy: () => void;
  onRetry: () => void;
  onRegister: () => void;
  onLogin: () => void;
}

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-align: center;
`;

const Qr = styled.figure`
  display: flex;
  justify-content: center;
  margin: 0;
  & img {
    inline-size: ${INVITE_QR_SIZE}px;
    block-size: ${INVITE_QR_SIZE}px;
    image-rendering: pixelated;
  }
`;

const Link = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
  text-align: start;
`;

const Label = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Invite friends (docs/product.md#routes-and-screens /mine/invite): code, QR of the link, the link, and a copy button ('copy success'). */
export function InviteView(p: InviteViewProps) {
  const t = useT();
  if (p.status === 'demo') return <DemoBlocked title={t('account.inviteTitle')} onRegister={p.onRegister} onLogin={p.onLogin} />;
  if (p.status === 'error')
    return (
      <Card>
        <Muted role="alert">{t('account.loadFailed')}</Muted>
        <Button onClick={p.onRetry}>{t('common.retry')}</Button>
      </Card>
    );
  const loading = p.status === 'loading';
  return (
    <Card aria-labelledby="pipkit-invite-title" aria-busy={loading}>
      <Title id="pipkit-invite-title" as="h2">
        {t('account.inviteTitle')}
      </Title>
      <Muted>{t('account.inviteText')}</Muted>
      <Label>{t('account.yourCode')}</Label>
      {loading ? <Skeleton $height="36px" /> : <Code data-testid="invite-code">{p.code}</Code>}
      <Qr>{p.qrDataUrl && !loading ? <img src={p.qrDataUrl} alt={t('account.qrAlt')} width={INVITE_QR_SIZE} height={INVITE_QR_SIZE} /> : <Skeleton $width={`${INVITE_QR_SIZE}px`} $height={`${INVITE_QR_SIZE}px`} />}</Qr>
      <Label>{t('account.inviteLink')}</Label>
      {loading ? <Skeleton $height="40px" /> : <Link dir="ltr" data-testid="invite-link">{p.link}</Link>}
      <Button $block disabled={loading} onClick={p.onCopy}>
        {t('account.copyLink')}
      </Button>
      {p.invited !== null && !loading && <Muted style={{ textAlign: 'center' }}>{t('account.invitedCount', { n: p.invited })}</Muted>}
    </Card>
  );
}
