import { styled } from 'styled-components';
import { useT } from '../../provider';
import { Input } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { FieldRow } from './parts';

const CaptchaButton = styled.button`
  inline-size: 150px;
  block-size: 50px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  cursor: pointer;
  overflow: hidden;
  & img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface CaptchaFieldProps {
  value: string;
  /** Data URL of the picture; null while it loads. */
  image: string | null;
  /** Shows "enter the picture code" under the field. */
  missing?: boolean;
  onChange: (value: string) => void;
  /** A new picture (the button is the picture itself). */
  onRefresh: () => void;
}

/** The picture captcha of registration and of a login after failures: the text field and the picture to renew. */
export function CaptchaField({ value, image, missing, onChange, onRefresh }: CaptchaFieldProps) {
  const t = useT();
  return (
    <FieldRow>
      <Input
        label={t('account.captcha')}
        name="captcha"
        autoComplete="off"
        autoCapitalize="off"
        maxLength={8}
        placeholder={t('account.enterCaptcha')}
        value={value}
        error={missing ? t('account.enterCaptcha') : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <CaptchaButton type="button" onClick={onRefresh} aria-busy={!image} aria-label={t('account.refreshCaptcha')} title={t('account.refreshCaptcha')}>
        {image ? <img src={image} alt={t('account.captchaAlt')} /> : <Skeleton $height="100%" />}
      </CaptchaButton>
    </FieldRow>
  );
}
