export { WatchStar } from './WatchStar';
