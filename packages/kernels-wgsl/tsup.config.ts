import { defineConfig } from 'tsup';
import { sharedTsup } from '../../tsup.shared';

export default defineConfig(sharedTsup);
