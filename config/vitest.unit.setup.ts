import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 5 s, not 1 s: on a busy two-core CI machine an answer from the
// sandbox can take longer than a second. The limit catches a hang; speed is measured in `pnpm bench`.
configure({ asyncUtilTimeout: 5000 });

// In the shared jsdom project (unit) the files run one after another in one document: each starts
// from what a fresh environment gives, not from what the previous file left in the page or storage.
document.head.replaceChildren();
document.body.replaceChildren();
sessionStorage.clear();
localStorage.clear();

afterEach(() => {
  cleanup();
});
