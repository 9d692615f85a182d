/** The navigation bar's links around the Services dropdown (spec section 2). */
export const NAV_LINKS_BEFORE_SERVICES = [
  { path: '/', label: 'Home' },
  { path: '/about-us', label: 'About Us' },
] as const;

export const NAV_LINKS_AFTER_SERVICES = [
  { path: '/benefits', label: 'Benefits' },
  { path: '/contact-us', label: 'Contact Us' },
  { path: '/our-certification', label: 'Our Certification' },
] as const;
