import { Route, Routes } from 'react-router';
import { AdminPage } from './AdminPage';

/** The routes this remote owns (mounted by the shell inside its BrowserRouter). */
export default function App() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminPage />} />
    </Routes>
  );
}
