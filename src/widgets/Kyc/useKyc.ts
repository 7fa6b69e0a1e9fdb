import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { type RealNameCenter } from '../../core';
import { usePipkit, useStores } from '../provider';
import { useApi } from '../internal/api/useApi';
import { createAccountApi, resolveUploadUrl } from '../../core/api/account';
import { usePollWhile } from '../internal/api/usePollWhile';
import type { KycImage, KycSide, KycViewProps } from './KycView';

export interface KycCallbacks {
  /** Links out of the widget, as app paths ('/register', '/login', back after submitting). */
  onNavigate: (path: string) => void;
}

const NO_IMAGE: KycImage = { url: null, uploading: false };

/** Loads the review state, uploads each document image as soon as it is chosen (spinner), then submits. */
export function useKyc({ onNavigate }: KycCallbacks): KycViewProps {
  const stores = useStores();
  const { http } = usePipkit();
  const api = useApi({ account: createAccountApi });
  const demo = useStore(stores.session.$isDemo);
  const [center, setCenter] = useState<RealNameCenter | 'loading' | 'error'>('loading');
  const [values, setValues] = useState({ name: '', cardId: '' });
  const [images, setImages] = useState<Record<KycSide, KycImage>>({ front: NO_IMAGE, back: NO_IMAGE });
  const uploaded = useRef<Record<KycSide, string | null>>({ front: null, back: null });
  const [errors, setErrors] = useState<KycViewProps['errors']>({});
  const [submitting, setSubmitting] = useState(false);

  const load = useCallback(() => {
    if (demo) return;
    setCenter('loading');
    api.account
      .realNameCenter()
      .then(setCenter)
      .catch(() => setCenter('error'));
  }, [api, demo]);
  useEffect(load, [load]);
  // An operator reviews the submission: its result appears without a reload.
  const waiting = typeof center === 'object' && center.review_status === 'waiting';
  usePollWhile(!demo && waiting, () => {
    api.account.realNameCenter().then(setCenter, () => undefined);
  });

  const onPickImage = async (side: KycSide, file: File) => {
    setImages((s) => ({ ...s, [side]: { url: s[side].url, uploading: true } }));
    try {
      const { url } = await api.account.uploadImage(file, file.name || `${side}.png`);
      uploaded.current[side] = url;
      setImages((s) => ({ ...s, [side]: { url: resolveUploadUrl(http.baseURL, url), uploading: false } }));
      setErrors((e) => ({ ...e, images: false }));
    } catch {
      // Refused (not an image, too large): toasted by the core; keep the previous picture.
      setImages((s) => ({ ...s, [side]: { url: s[side].url, uploading: false } }));
    }
  };

  const onSubmit = async () => {
    const found = {
      name: !values.name.trim(),
      cardId: !values.cardId.trim(),
      images: !uploaded.current.front || !uploaded.current.back,
    };
    setErrors(found);
    if (found.name || found.cardId || found.images) return;
    setSubmitting(true);
    try {
      const r = await api.account.submitRealName({
        name: values.name.trim(),
        card_id: values.cardId.trim(),
        front_pic: uploaded.current.front!,
        reverse_pic: uploaded.current.back!,
      });
      setCenter({ review_status: r.review_status, name: values.name.trim() });
      load();
    } catch {
      // Toasted by the core.
    } finally {
      setSubmitting(false);
    }
  };

  const status: KycViewProps['status'] = demo ? 'demo' : typeof center === 'string' ? center : center.review_status;
  const c = typeof center === 'object' ? center : undefined;
  return {
    status,
    name: c?.name,
    cardId: c?.card_id,
    reason: c?.reason,
    values,
    images,
    errors,
    submitting,
    onChange: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors({ ...errors, [field]: false });
    },
    onPickImage: (side, file) => void onPickImage(side, file),
    onSubmit: () => void onSubmit(),
    onRetry: load,
    onRegister: () => onNavigate('/register'),
    onLogin: () => onNavigate('/login'),
  };
}
