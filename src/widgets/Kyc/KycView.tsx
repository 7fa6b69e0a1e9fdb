import { useId, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { ReviewStatus } from '../../core';
import { reviewStep } from '../../core/api/account';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { Card, FormCard } from '../ui/Card';
import { Input } from '../ui/Input';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { Icon } from '../ui/icons';
import { DemoBlocked, FormError, Title } from '../internal/account/parts';

export type KycSide = 'front' | 'back';

export interface KycImage {
  /** Preview address (uploaded image or a local blob); null = none chosen. */
  url: string | null;
  uploading: boolean;
}

export interface KycViewProps {
  /** 'loading' until the review state is known; 'error' when it could not be loaded; 'demo' for demo users. */
  status: 'loading' | 'error' | 'demo' | ReviewStatus;
  /** Submitted name and masked ID number (waiting / finish). */
  name?: string;
  cardId?: string;
  /** Admin's reason of a rejection (the form is shown again). */
  reason?: string;
  values: { name: string; cardId: string };
  images: Record<KycSide, KycImage>;
  errors: { name?: boolean; cardId?: boolean; images?: boolean };
  submitting: boolean;
  onChange: (field: 'name' | 'cardId', value: string) => void;
  onPickImage: (side: KycSide, file: File) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onRegister: () => void;
  onLogin: () => void;
}

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ $state }) => ($state === 'current' ? 700 : 400)};
  &::before {
    counter-increment: step;
    content: counter(step);
    display: grid;
    place-items: center;
    inline-size: 28px;
    block-size: 28px;
    border-radius: 50%;
    background: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.surfaceAlt : theme.colors.primary)};
    color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.text : theme.colors.onPrimary)};
    font-weight: 700;
  }
`;

const Pictures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Picker = styled.label<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 120px;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  cursor: pointer;
  & img {
    max-inline-size: 100%;
    max-block-size: 140px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: contain;
  }
  & input {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Badge = styled.span<{ $tone: 'wait' | 'ok' }>`
  display: grid;
  place-items: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: 50%;
  background: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.up : theme.colors.warning)};
  color: #fff;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  text-align: start;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

function ImagePicker({ side, image, invalid, onPick }: { side: KycSide; image: KycImage; invalid: boolean; onPick(file: File): void }) {
  const t = useT();
  const id = useId();
  const label = side === 'front' ? t('account.front') : t('account.back');
  return (
    <Picker htmlFor={id} $invalid={invalid} aria-busy={image.uploading} data-testid={`kyc-${side}`}>
      {image.url ? <img src={image.url} alt={label} /> : <Icon name="user" size={32} />}
      <span>{label}</span>
      <Muted as="span">{image.uploading ? t('account.uploading') : image.url ? t('account.changeImage') : t('account.chooseImage')}</Muted>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={image.uploading}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onPick(file);
          e.target.value = '';
        }}
      />
    </Picker>
  );
}

/** Real-name verification (docs/product.md#routes-and-screens /mine/auth): step 0 form, step 1 waiting, step 2 finished. */
export function KycView(p: KycViewProps) {
  const t = useT();
  if (p.status === 'demo') return <DemoBlocked title={t('account.kycTitle')} onRegister={p.onRegister} onLogin={p.onLogin} />;
  if (p.status === 'loading')
    return (
      <Card aria-busy="true" aria-label={t('account.kycTitle')}>
        <Skeleton $height="28px" />
        <Skeleton $height="120px" />
        <Skeleton $height="44px" />
      </Card>
    );
  if (p.status === 'error')
    return (
      <Card>
        <Muted role="alert">{t('account.loadFailed')}</Muted>
        <Button onClick={p.onRetry}>{t('common.retry')}</Button>
      </Card>
    );
  const step = reviewStep(p.status);
  const stepState = (i: number) => (i < step || step === 2 ? 'done' : i === step ? 'current' : 'todo');
  const steps = (
    <Steps aria-label={t('account.steps')}>
      {[t('account.stepForm'), t('account.stepWaiting'), t('account.stepDone')].map((label, i) => (
        <Step key={i} $state={stepState(i)} aria-current={i === step ? 'step' : undefined}>
          {label}
        </Step>
      ))}
    </Steps>
  );

  if (step > 0)
    return (
      <Card aria-labelledby="pipkit-kyc-title">
        <Title id="pipkit-kyc-title" as="h2">
          {t('account.kycTitle')}
        </Title>
        {steps}
        <Status role="status">
          <Badge $tone={step === 2 ? 'ok' : 'wait'} aria-hidden="true">
            <Icon name={step === 2 ? 'check' : 'lock'} size={28} />
          </Badge>
          <strong>{step === 2 ? t('account.finishTitle') : t('account.waitingTitle')}</strong>
          <Muted>{step === 2 ? t('account.finishText') : t('account.waitingText')}</Muted>
        </Status>
        {(p.name || p.cardId) && (
          <Facts>
            <dt>{t('account.name')}</dt>
            <dd>{p.name}</dd>
            <dt>{t('account.cardId')}</dt>
            <dd dir="ltr">{p.cardId}</dd>
          </Facts>
        )}
      </Card>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.submitting) p.onSubmit();
  };
  const uploading = p.images.front.uploading || p.images.back.uploading;
  return (
    <FormCard noValidate onSubmit={submit} aria-busy={p.submitting || uploading} aria-labelledby="pipkit-kyc-title">
      <Title id="pipkit-kyc-title" as="h2">
        {t('account.kycTitle')}
      </Title>
      {steps}
      {p.status === 'rejected' && <FormError>{t('account.rejectedText', { reason: p.reason || '—' })}</FormError>}
      <Pictures>
        <ImagePicker side="front" image={p.images.front} invalid={!!p.errors.images && !p.images.front.url} onPick={(f) => p.onPickImage('front', f)} />
        <ImagePicker side="back" image={p.images.back} invalid={!!p.errors.images && !p.images.back.url} onPick={(f) => p.onPickImage('back', f)} />
      </Pictures>
      {p.errors.images && <FormError>{t('account.imagesRequired')}</FormError>}
      <Input
        label={t('account.name')}
        name="name"
        autoComplete="name"
        placeholder={t('account.enterName')}
        value={p.values.name}
        error={p.errors.name ? t('account.enterName') : undefined}
        onChange={(e) => p.onChange('name', e.target.value)}
      />
      <Input
        label={t('account.cardId')}
        name="card_id"
        autoComplete="off"
        placeholder={t('account.enterCardId')}
        value={p.values.cardId}
        error={p.errors.cardId ? t('account.enterCardId') : undefined}
        onChange={(e) => p.onChange('cardId', e.target.value)}
      />
      <Button type="submit" $block disabled={p.submitting || uploading}>
        {t('common.confirm')}
      </Button>
    </FormCard>
  );
}
