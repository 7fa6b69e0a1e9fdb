// Screenshots of every story in the light-1280 variant (see stories.visual.ts and docs/visual-testing.md).
import { visualTests } from './stories.visual';

visualTests('light-1280');
