import { MyDataView } from './MyDataView';
import { useMyData } from './useMyData';

/** The bound copy of the logged-in user's data (real accounts). */
export function MyData() {
  return <MyDataView {...useMyData()} />;
}
