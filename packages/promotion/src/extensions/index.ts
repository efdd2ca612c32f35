export { extensionResult, extensionSource, extensionSpec, frequencyResult } from './extension-promoter';
export type { ExtensionCall } from './extension-promoter';
