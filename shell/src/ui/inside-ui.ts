import { createContext } from 'react';

/** True below the shell's UiProvider: WithUi then renders its children as they are. */
export const InsideUi = createContext(false);
