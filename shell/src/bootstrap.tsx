import { initI18n } from '@premieres/i18n';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
