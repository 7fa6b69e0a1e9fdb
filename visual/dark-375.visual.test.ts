// Screenshots of every story in the dark-375 variant (see stories.visual.ts and docs/visual-testing.md).
import { visualTests } from './stories.visual';

visualTests('dark-375');
