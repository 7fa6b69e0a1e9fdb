// The one placeholder for every route whose screen belongs to a later issue (see the `owner` column of routes.tsx).
// Clearly marked: a "coming soon" heading, the explanation, and the route it stands in for.
import { styled } from 'styled-components';
import { useLocation } from 'wouter';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Path = styled.code`
  align-self: center;
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  direction: ltr;
`;

export function ComingSoon() {
  const t = useT();
  const [path] = useLocation();
  return (
    <>
      <ScreenHeader title={t('common.comingSoon')} />
      <Card data-coming-soon={path}>
        <Text>{t('common.comingSoonText')}</Text>
        <Path>{path}</Path>
      </Card>
    </>
  );
}
