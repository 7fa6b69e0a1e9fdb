// Wallet balance (decimal strings); null until loaded and after logout.
import { atom } from 'nanostores';
import type { Balance } from '../types';

export const $balance = atom<Balance | null>(null);
