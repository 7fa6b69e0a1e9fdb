import { styled } from 'styled-components';
import { Forgot } from '../../widgets/Forgot';
import { navigate } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

const Body = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
`;

/** /forgot: password reset by code; success goes to /login (docs/product.md#states-and-transitions). */
export function ForgotScreen() {
  return (
    <>
      <ScreenHeader />
      <Body>
        <Forgot onSuccess={() => navigate('/login', { replace: true })} onLogin={() => navigate('/login')} />
      </Body>
    </>
  );
}
