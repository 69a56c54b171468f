/** Short import path for the extra calls: `import { platformRequest } from '@/platform/request'`. */
export { platformList, platformRequest, type PlatformPage, type RequestOptions } from './httpClient';
export { PlatformError, isPlatformError } from './errors';
