import { useSearch } from 'wouter';
import { styled } from 'styled-components';
import { LoginForm } from '../../widgets/Auth';
import { navigate, safeInternalPath } from '../hashLocation';
import { ScreenHeader } from '../layout/ScreenHeader';

const Body = styled.div`
  padding-block-start: ${({ theme }) => theme.space.lg};
`;

/** /login?from=<path>: after login (or try demo) go to `from`, else home (docs/product.md#routes-and-screens, #states-and-transitions). */
export function LoginScreen() {
  const params = new URLSearchParams(useSearch());
  const from = safeInternalPath(params.get('from'));
  // After registering: the new account is already filled in.
  const account = (params.get('account') ?? '').slice(0, 254);
  const type = params.get('type') === 'mobile' ? 'mobile' : params.get('type') === 'email' ? 'email' : undefined;
  return (
    <>
      <ScreenHeader />
      <Body>
        <LoginForm
          // replace: "back" after logging in must not return to the login form
          onSuccess={() => navigate(from, { replace: true })}
          onRegister={() => navigate('/register')}
          onForgot={() => navigate('/forgot')}
          initialAccount={account}
          initialType={type}
        />
      </Body>
    </>
  );
}
