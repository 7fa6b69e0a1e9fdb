import { styled } from 'styled-components';
import { BalanceCardView, type BalanceCardViewProps } from '../BalanceCard/BalanceCardView';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { cardSurface } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { Icon } from '../ui/icons';
import { DEMO_BLOCKED, USER_LINK_GROUPS, USER_LINK_LABELS, type UserLink } from './links';

export interface UserCenterViewProps {
  /** null for a visitor (the app normally sends visitors to /login first). */
  user: { email: string; uid: string | number } | null;
  isDemo: boolean;
  balance: BalanceCardViewProps;
  onSelect: (link: UserLink) => void;
  onLogin: () => void;
  /** Demo reset (demo users only): open the confirm, then confirm or cancel. */
  resetConfirmOpen: boolean;
  onResetDemo: () => void;
  onResetConfirm: () => void;
  onResetCancel: () => void;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 48px;
  block-size: 48px;
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Uid = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${cardSurface}
  overflow: hidden;
  & > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.density.row};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  & > span:first-child {
    flex: 1;
  }
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* The chevron points forward in the reading direction. */
  [dir='rtl'] & > svg:last-child {
    transform: scaleX(-1);
  }
`;

/** The user center: profile, balance card, every account link of docs/product.md#routes-and-screens and the demo reset entry. */
export function UserCenterView(p: UserCenterViewProps) {
  const t = useT();
  return (
    <Page>
      <Profile>
        <Avatar>
          <Icon name="user" size={28} />
        </Avatar>
        <Who>
          <Name>{p.user ? p.user.email || t('user.title') : t('user.guest')}</Name>
          {p.user && (
            <Uid>
              {t('user.uid')}: <bdi>{String(p.user.uid)}</bdi>
            </Uid>
          )}
        </Who>
      </Profile>
      {p.user ? (
        <BalanceCardView {...p.balance} />
      ) : (
        <Button $block onClick={p.onLogin}>
          {t('user.loginOrRegister')}
        </Button>
      )}
      {p.user && p.isDemo && (
        <Button $variant="secondary" $block onClick={p.onResetDemo}>
          {t('user.resetDemo')}
        </Button>
      )}
      {USER_LINK_GROUPS.map((group) => (
        <Group key={group.join()}>
          {group.map((link) => (
            <li key={link}>
              <Row type="button" onClick={() => p.onSelect(link)}>
                <span>{t(USER_LINK_LABELS[link])}</span>
                {p.isDemo && DEMO_BLOCKED.has(link) && <Icon name="lock" size={18} />}
                <Icon name="chevron" size={18} />
              </Row>
            </li>
          ))}
        </Group>
      ))}
      <Dialog
        open={p.resetConfirmOpen}
        title={t('user.resetDemo')}
        onClose={p.onResetCancel}
        actions={
          <>
            <Button $variant="secondary" onClick={p.onResetCancel}>
              {t('common.cancel')}
            </Button>
            <Button onClick={p.onResetConfirm}>{t('common.confirm')}</Button>
          </>
        }
      >
        {t('user.resetDemoConfirm')}
      </Dialog>
    </Page>
  );
}
