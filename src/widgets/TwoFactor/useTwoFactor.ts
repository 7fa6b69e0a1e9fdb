import { useCallback, useEffect, useState } from 'react';
import { createTwoFactorApi } from '../../core/api/two-factor';
import { useApi } from '../internal/api/useApi';
import { useCopy } from '../internal/content/copy';
import { useQrImage } from '../internal/qr/useQrImage';
import { TWO_FACTOR_QR_SIZE, type TwoFactorStage, type TwoFactorViewProps } from './TwoFactorView';

/** The stage as held: the set-up's QR code is drawn apart (useQrImage) and joined when the props are made. */
type HeldStage = Exclude<TwoFactorStage, { kind: 'setup' }> | Omit<Extract<TwoFactorStage, { kind: 'setup' }>, 'qrDataUrl'>;

/**
 * Two-step sign-in of the logged-in user: its status, then the steps to turn it on (a secret, its QR code, a code
 * from the app, the recovery codes once) or off (password and a code). The server decides every step; a refusal is
 * toasted by the core and the form stays filled.
 */
export function useTwoFactor(): TwoFactorViewProps {
  const api = useApi({ twoFactor: createTwoFactorApi });
  const copy = useCopy();
  const [stage, setStage] = useState<HeldStage>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setStage({ kind: 'loading' });
    api.twoFactor
      .status({ showErrorMessage: false })
      .then(
        (s) => setStage(s.enabled ? { kind: 'on', enabledAt: s.enabled_at ?? '', recoveryLeft: s.recovery_left } : { kind: 'off' }),
        () => setStage({ kind: 'failed' }),
      );
  }, [api]);
  useEffect(load, [load]);

  // The key's QR code, drawn once the encoder has loaded; the key to type in is shown meanwhile.
  const qr = useQrImage(stage.kind === 'setup' ? stage.otpauthUrl : null, { level: 'M', size: TWO_FACTOR_QR_SIZE });

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch {
      // Toasted by the core; the form stays as it was for another try.
    } finally {
      setBusy(false);
    }
  };

  return {
    stage: stage.kind === 'setup' ? { ...stage, qrDataUrl: qr } : stage,
    code,
    password,
    busy,
    onRetry: load,
    onStart: () =>
      void run(async () => {
        const s = await api.twoFactor.setup();
        setCode('');
        setStage({ kind: 'setup', secret: s.secret, otpauthUrl: s.otpauth_url });
      }),
    onCopySecret: () => stage.kind === 'setup' && copy(stage.secret),
    onCodeChange: setCode,
    onPasswordChange: setPassword,
    onEnable: () =>
      void run(async () => {
        const r = await api.twoFactor.enable(code.trim());
        setCode('');
        setStage({ kind: 'codes', codes: r.recovery_codes });
      }),
    onCancelSetup: () => {
      setCode('');
      setStage({ kind: 'off' });
    },
    onCopyCodes: () => stage.kind === 'codes' && copy(stage.codes.join('\n')),
    onCodesSaved: load,
    onDisable: () =>
      void run(async () => {
        await api.twoFactor.disable(password, code.trim());
        setCode('');
        setPassword('');
        load();
      }),
  };
}
