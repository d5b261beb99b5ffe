// For other workspaces' tests (`@premieres/downloads-store/testing`): IndexedDB and Cache Storage
// under Node, where their tests run with the real WebCrypto.
export { installBrowserStorage, MemoryCacheStorage } from './src/test/browser-storage';
