// The functions' own Express (5) for the throwaway apps in these tests, whichever Vitest config runs
// them: the repository root also holds Express 4 (a firebase-tools dependency), which a bare
// `import express from 'express'` in test/ would get.
import { createRequire } from 'node:module';

const requireFromFunctions = createRequire(new URL('../../functions/package.json', import.meta.url));

export const express = requireFromFunctions('express') as typeof import('express');
