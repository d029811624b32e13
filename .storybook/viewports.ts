/** Viewport presets: the desktop the staff use and a 375 px phone below the 768 px breakpoint. */
export const viewports = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  mobile: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;
