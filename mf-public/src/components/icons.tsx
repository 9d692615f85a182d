import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/** Most icons are one path: filled with the text colour, or a line drawn in it. */
function filledIcon(d: string) {
  return function FilledIcon(props: IconProps) {
    return (
      <Svg {...props}>
        <path fill="currentColor" d={d} />
      </Svg>
    );
  };
}

function lineIcon(d: string, strokeWidth: string, strokeLinejoin?: 'round') {
  return function LineIcon(props: IconProps) {
    return (
      <Svg {...props}>
        <path fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin={strokeLinejoin} d={d} />
      </Svg>
    );
  };
}

export const PhoneIcon = filledIcon(
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
);

export const FacebookIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="2" width="20" height="20" rx="5" fill="currentColor" />
    <path fill="#fff" d="M15.5 8H14c-.6 0-1 .4-1 1v1.7h2.4l-.4 2.6h-2V21h-2.8v-7.7H8.4v-2.6h1.8V8.8C10.2 6.9 11.3 5.5 13.6 5.5h1.9z" />
  </Svg>
);

export const WhatsAppIcon = (props: IconProps) => (
  <Svg {...props}>
    <path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2z" />
    <path
      fill="#fff"
      d="M9.2 7.2c.2 0 .4 0 .6.5l.8 1.9c.1.2 0 .4-.1.6l-.6.7c-.1.1-.2.3 0 .5.9 1.5 2 2.5 3.5 3.2.2.1.4.1.5-.1l.8-.9c.2-.2.4-.2.6-.1l1.8.9c.3.1.4.3.4.4 0 .8-.6 1.8-1.8 2-1 .2-2.6-.2-4.5-1.6-1.8-1.4-3-3.2-3.3-4.3-.3-1.2.2-2.4.9-3.2.1-.3.3-.5.4-.5z"
    />
  </Svg>
);

export const InstagramIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <circle cx="17.3" cy="6.7" r="1.3" fill="currentColor" />
  </Svg>
);

export const YouTubeIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
    <path fill="#fff" d="M10 8.8v6.4l5.4-3.2z" />
  </Svg>
);

export const MailIcon = filledIcon('M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3z M5.2 7 12 11.5 18.8 7z');

export const PinIcon = filledIcon('M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z');

export const ChevronIcon = ({ direction = 'down', ...props }: IconProps & { direction?: 'down' | 'left' | 'right' }) => (
  <Svg {...props} style={{ transform: direction === 'left' ? 'rotate(90deg)' : direction === 'right' ? 'rotate(-90deg)' : undefined }}>
    <path fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" d="m6 9 6 6 6-6" />
  </Svg>
);

export const MenuIcon = lineIcon('M4 7h16M4 12h16M4 17h16', '2.2');

export const CloseIcon = lineIcon('m6 6 12 12M18 6 6 18', '2.2');

export const PauseIcon = filledIcon('M7 5h3.5v14H7zM13.5 5H17v14h-3.5z');

export const PlayIcon = filledIcon('M8 5v14l11-7z');

export const CheckIcon = lineIcon('m5 12.5 4.5 4.5L19 7.5', '2.6', 'round');
