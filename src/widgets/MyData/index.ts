export { MyData } from './MyData';
export { MyDataView, type MyDataViewProps } from './MyDataView';
export { useMyData } from './useMyData';
// Not in 'pipkit/core': the endpoint (createMyDataApi(pipkit.http)) and the file's name.
export { createMyDataApi, type DataCopy, type MyDataApi } from '../../core/api/my-data';
export { DATA_FORMAT, dataFileName } from '../../core/my-data';
