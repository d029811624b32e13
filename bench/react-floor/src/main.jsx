import { createRoot } from 'react-dom/client';

// The floor of the first-load budget: React and ReactDOM rendering one element, nothing else.
// `elementtiming` lets the cold-load case time its paint the way it times the host's screens.
createRoot(document.getElementById('root')).render(<div elementtiming="react-floor">React floor</div>);
