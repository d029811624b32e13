// `pnpm bench` page (issue 17): the property form's title and description fields, the description
// opening with 5,000 words, timed by typingProbe.ts. The form under test is the import below.
import { en } from '@marketplace/domain';
import { ThemeProvider } from '@marketplace/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { longDescriptionHtml } from './longDescription';
import { PropertyFormUnderTest as FormUnderTest } from './PropertyFormUnderTest';
import { installTypingProbe } from './typingProbe';

installTypingProbe({ title: en.propertyForm.fields.name, description: en.propertyForm.fields.description });

const description = longDescriptionHtml();

const container = document.getElementById('root');
if (!container) throw new Error('The bench page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <FormUnderTest description={description} />
    </ThemeProvider>
  </StrictMode>,
);
