// Screenshots of every story in the light-375 variant (see stories.visual.ts and docs/visual-testing.md).
import { visualTests } from './stories.visual';

visualTests('light-375');
