import { styled } from 'styled-components';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card, cardSurface } from '../ui/Card';
import { Row } from '../ui/Row';
import { Skeleton } from '../ui/Skeleton';
import { Mono, Muted } from '../ui/Text';

export interface ChatViewProps {
  /** frame: the in-app service frame; link: show and copy (service_link_type 2); redirect: leaving (type 3). */
  mode: 'loading' | 'frame' | 'link' | 'redirect';
  url: string;
  onCopy: () => void;
  /** Height of the frame (CSS length); default fills the screen below the header. */
  frameHeight?: string;
}

const Frame = styled.iframe<{ $h: string }>`
  display: block;
  inline-size: 100%;
  block-size: ${({ $h }) => $h};
  border: none;
  ${cardSurface}
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.primary};
`;

/** Customer chat (docs/product.md#routes-and-screens Chat). */
export function ChatView({ mode, url, onCopy, frameHeight = 'calc(100dvh - 140px)' }: ChatViewProps) {
  const t = useT();
  if (mode === 'loading') return <Skeleton $height="60vh" role="presentation" />;
  if (mode === 'frame') return <Frame $h={frameHeight} src={url} title={t('content.chatFrameTitle')} allow="clipboard-write" referrerPolicy="no-referrer" />;
  if (mode === 'redirect')
    return (
      <Card $compact>
        <Muted $size="md" role="status">{t('content.chatRedirecting')}</Muted>
        <Link href={url} rel="noopener noreferrer">
          {t('content.chatOpenLink')}
        </Link>
      </Card>
    );
  return (
    <Card $compact>
      <Muted $size="md">{t('content.chatLinkText')}</Muted>
      <Row>
        <Link href={url} target="_blank" rel="noopener noreferrer">
          <Mono>{url}</Mono>
        </Link>
        <Button $variant="secondary" onClick={onCopy}>
          {t('common.copy')}
        </Button>
      </Row>
    </Card>
  );
}
