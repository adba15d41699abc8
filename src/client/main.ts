// The browser entry. Each behaviour enhances server-rendered markup that already reads correctly without it.
import { setupColorMode } from './color-mode.ts';

setupColorMode();
document.documentElement.dataset.hydrated = 'true';
