import { createRoot } from 'react-dom/client';

// The floor of the first-load budget: React and ReactDOM rendering one element, nothing else.
createRoot(document.getElementById('root')).render(<div>React floor</div>);
