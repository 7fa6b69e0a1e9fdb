import { useSearch } from 'wouter';
import { styled } from 'styled-components';
import { Register } from '../../widgets/Register';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

const Body = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
`;

/** /register?invite_code=…: registration; success goes to /login (docs/product.md#states-and-transitions). */
export function RegisterScreen() {
  const inviteCode = new URLSearchParams(useSearch()).get('invite_code') ?? '';
  return (
    <>
      <ScreenHeader />
      <Body>
        <Register inviteCode={inviteCode} onSuccess={(r) => navigate(`/login?account=${encodeURIComponent(r.account)}&type=${r.type}`, { replace: true })} onLogin={() => navigate('/login')} />
      </Body>
    </>
  );
}
