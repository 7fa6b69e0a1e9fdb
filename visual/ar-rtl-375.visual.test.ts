// Screenshots of every story in the ar-rtl-375 variant (see stories.visual.ts and docs/visual-testing.md).
import { visualTests } from './stories.visual';

visualTests('ar-rtl-375');
