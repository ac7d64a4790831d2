import { createRoot } from 'react-dom/client'
import { App } from './App'

// The floor: what React alone costs for one button and one dialog.
createRoot(document.getElementById('root') as HTMLElement).render(<App />)
