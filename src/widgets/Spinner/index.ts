export { Spinner } from './Spinner';
export { SpinnerView, type SpinnerViewProps } from './SpinnerView';
export { useSpinner } from './useSpinner';
