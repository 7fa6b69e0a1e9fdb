// Server settings loaded once at start (GET /api/basicSet/getBasicInfo).
import { atom } from 'nanostores';
import type { BasicInfo } from '../types';

export const $basicInfo = atom<BasicInfo | null>(null);
