// The app's first script, kept small: it starts the first screen's code and data and the rest
// of the app (app/start.tsx) together (see app/first-screen-start.ts). The styles are the
// page's own stylesheet, linked from index.html by the build.
import './app/mantine-styles.ts';
import './app/app.css';
import { startFirstScreen } from './app/first-screen-start.ts';

void startFirstScreen(window.location.pathname);
