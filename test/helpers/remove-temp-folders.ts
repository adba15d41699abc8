// A setup file of the test projects (vitest.config.ts): the folders a test file made are removed once it is done.
import { afterAll } from 'vitest';
import { removeTempFolders } from './temp-folders.ts';

afterAll(removeTempFolders);
