import { styled } from 'styled-components';
import { useT } from '../provider';
import { Card } from '../ui/Card';

export interface AnnouncementViewProps {
  /** The site title is DEMO: a red '(DEMO test)' note is added (docs/product.md#routes-and-screens). */
  demo: boolean;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const P = styled.p`
  margin: 0;
  line-height: 1.6;
`;

const Demo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

export const ANNOUNCEMENT_PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** The fixed announcement text (namespace `announcement`). */
export function AnnouncementView({ demo }: AnnouncementViewProps) {
  const t = useT();
  return (
    <Card $compact aria-labelledby="pipkit-announcement-title">
      <Title id="pipkit-announcement-title">{t('announcement.heading')}</Title>
      {demo && <Demo data-demo-note>{t('announcement.demoNote')}</Demo>}
      {ANNOUNCEMENT_PARAGRAPHS.map((k) => (
        <P key={k}>{t(`announcement.${k}`)}</P>
      ))}
    </Card>
  );
}
