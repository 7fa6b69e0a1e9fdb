import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';

const Form = styled.form`
  inline-size: min(100%, 380px);
  margin: 10vh auto 0;
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface SignInFormProps {
  busy: boolean;
  error?: string;
  onSubmit: (email: string, password: string, code: string) => void;
}

/** E-mail, password and the authenticator's six digits. */
export function SignInForm({ busy, error, onSubmit }: SignInFormProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(email.trim(), password, code.trim());
  };
  return (
    <Form onSubmit={submit} aria-labelledby="console-sign-in">
      <h1 id="console-sign-in">{t('console.signIn.heading')}</h1>
      <Input label={t('console.signIn.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Input label={t('console.signIn.password')} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Input
        label={t('console.signIn.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        title={t('console.signIn.codeHint')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      {error && <Problem role="alert">{error}</Problem>}
      <Button type="submit" $block disabled={busy}>
        {t('console.signIn.submit')}
      </Button>
    </Form>
  );
}
