/** A `setupFilesAfterEnv` file of every jest config: console.warn/error fail a test (./console.ts). */
import { installConsoleGate } from './console';

installConsoleGate();
