#!/usr/bin/env node
import { processIO } from './io';
import { main } from './main';

process.exitCode = main(process.argv.slice(2), processIO());
