#!/usr/bin/env node
// The executable: load the prebuilt CLI bundle (made by `npm run prepare`), nothing else.
import { run } from '../dist/cli.js';

run(process.argv);
