// The baseline of the bundle benchmark: the same stack (React 19 + Mantine) showing one button.
import { createRoot } from 'react-dom/client';
import { Button, MantineProvider } from '@mantine/core';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/Button.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider>
    <Button>Plant</Button>
  </MantineProvider>,
);
