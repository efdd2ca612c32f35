export { main } from './main';
export type { CliIO } from './io';
