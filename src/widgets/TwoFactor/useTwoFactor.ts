import { useCallback, useEffect, useState } from 'react';
import { createTwoFactorApi } from '../../core/api/two-factor';
import { useApi } from '../internal/api/useApi';
import { useCopy } from '../internal/content/copy';
import { TWO_FACTOR_QR_SIZE, type TwoFactorStage, type TwoFactorViewProps } from './TwoFactorView';

/**
 * Two-step sign-in of the logged-in user: its status, then the steps to turn it on (a secret, its QR code, a code
 * from the app, the recovery codes once) or off (password and a code). The server decides every step; a refusal is
 * toasted by the core and the form stays filled.
 */
export function useTwoFactor(): TwoFactorViewProps {
  const api = useApi({ twoFactor: createTwoFactorApi });
  const copy = useCopy();
  const [stage, setStage] = useState<TwoFactorStage>({ kind: 'loading' });
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

  const otpauth = stage.kind === 'setup' ? stage.otpauthUrl : '';
  useEffect(() => {
    if (!otpauth) return;
    let live = true;
    // The QR encoder is a lazy chunk, as in the invite widget; the key to type in is shown meanwhile.
    import('qrcode')
      .then((m) => (m.default ?? m).toDataURL(otpauth, { errorCorrectionLevel: 'M', width: TWO_FACTOR_QR_SIZE, margin: 1 }))
      .then((qr) => live && setStage((s) => (s.kind === 'setup' && s.otpauthUrl === otpauth ? { ...s, qrDataUrl: qr } : s)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [otpauth]);

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
    stage,
    code,
    password,
    busy,
    onRetry: load,
    onStart: () =>
      void run(async () => {
        const s = await api.twoFactor.setup();
        setCode('');
        setStage({ kind: 'setup', secret: s.secret, otpauthUrl: s.otpauth_url, qrDataUrl: null });
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
