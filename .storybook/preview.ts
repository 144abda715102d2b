import type { Preview } from '@storybook/react-vite';
import '#src/styles/theme.css';
import '#src/components/modals/modals.css';
import '#src/components/snackbar/snackbar.css';
import '#src/components/loading/loading.css';

// Every screen of the product is Japanese.
if (typeof document !== 'undefined') document.documentElement.lang = 'ja';

const preview = {
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test (decision 039); a story that must turn a rule off says why.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
} satisfies Preview;

export default preview;
