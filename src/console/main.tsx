import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { $language, applyDocumentLanguage } from '../core';
import { createConsoleClient } from './core/client';
import { ConsoleApp } from './App';

// The operator console's entry (console.html, its own bundle: the trader app never loads any of it). Same language
// setting and themes as the trader app; the API is this page's origin.
const client = createConsoleClient();
$language.subscribe(applyDocumentLanguage);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleApp client={client} />
  </StrictMode>,
);
