import { styled } from 'styled-components';
import { useT } from '../../provider';
import { Button } from '../../ui/Button';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Shown instead of a user's data while logged out; the button asks the partner for a login. */
export function LoginPrompt({ onLoginRequired }: { onLoginRequired?(): void }) {
  const t = useT();
  return (
    <Box data-testid="login-prompt">
      <Button onClick={() => onLoginRequired?.()}>
        {t('account.login')}
      </Button>
    </Box>
  );
}
