import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link, useLocation } from 'wouter';
import { Button } from '../widgets/ui';
import { useT } from '../widgets/provider/useT';
import type { SignedIn } from './core/client';
import { SCREENS } from './screens';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  min-block-size: 100dvh;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.nav`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  strong {
    margin-block-end: ${({ theme }) => theme.space.md};
  }
  a {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  @media (max-width: 760px) {
    flex-direction: row;
    flex-wrap: wrap;
    border-inline-end: none;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Who = styled.div`
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space.xl};
  min-inline-size: 0;
`;

/** The console's frame: the screens this role may open, who is signed in, their password, sign out. */
export function Shell({ session, onChangePassword, onSignOut, children }: { session: SignedIn; onChangePassword: () => void; onSignOut: () => void; children: ReactNode }) {
  const t = useT();
  const [path] = useLocation();
  return (
    <Layout>
      <Side aria-label={t('console.nav.label')}>
        <strong>{t('console.title')}</strong>
        {SCREENS.filter((s) => session.permissions.includes(s.permission)).map((s) => (
          <Link key={s.path} href={s.path} aria-current={path === s.path ? 'page' : undefined}>
            {t(s.label)}
          </Link>
        ))}
        <Who>
          <span>{t('console.nav.signedInAs', { name: session.operator.name, role: session.operator.role })}</span>
          <Button $variant="secondary" onClick={onChangePassword}>
            {t('console.nav.changePassword')}
          </Button>
          <Button $variant="secondary" onClick={onSignOut}>
            {t('console.nav.signOut')}
          </Button>
        </Who>
      </Side>
      <Main>{children}</Main>
    </Layout>
  );
}
