import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';
import { Button } from '../../widgets/ui/Button';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

/** /feedback: docs/product.md#routes-and-screens "placeholder screen" — a real screen pointing to customer service until feedback exists. */
export function FeedbackScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('content.feedbackTitle')} />
      <Card data-feedback>
        <p style={{ margin: 0 }}>{t('content.feedbackText')}</p>
        <Button onClick={() => navigate('/mine/chat')}>{t('content.feedbackChat')}</Button>
      </Card>
    </>
  );
}
