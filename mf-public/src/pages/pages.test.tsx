import { act, screen, within } from '@testing-library/react';
import { DEFAULT_RETENTION_MONTHS, PRIVACY_NOTICE_VERSION, PRIVACY_PATH } from '@wellness/shared';
import { Footer } from '../chrome/Footer';
import { PAGE_META } from '../content/pages';
import { SERVICES } from '../content/services';
import { SITE_CONFIG } from '../content/siteConfig';
import { renderAt } from '../test-utils';
import { CertificationPage } from './CertificationPage';
import { PrivacyPage } from './PrivacyPage';
import { ServicePage } from './ServicePage';

describe('Certificate Gallery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fills the 10 certificates after a zero-delay timer: 8 to 10 first, then 1 to 7', () => {
    renderAt(<CertificationPage />, '/our-certification');
    expect(screen.getByRole('heading', { level: 1, name: 'CERTIFICATE GALLERY' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    act(() => jest.advanceTimersByTime(0));
    const ids = [...document.querySelectorAll('[data-certificate]')].map((card) => Number(card.getAttribute('data-certificate')));
    expect(ids).toEqual([8, 9, 10, 1, 2, 3, 4, 5, 6, 7]);
    const massage = screen.getByRole('img', { name: 'Massage Therapy' });
    expect(massage).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText("JC'S BAT")).toBeInTheDocument();
    expect(document.title).toBe('Our Certification');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Our Certification');
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'spa, massage, therapy, wellness');
  });
});

describe('service pages', () => {
  it.each(SERVICES.map((service) => [service.path, service] as const))('%s sets its own title, description, keywords and canonical', (path, service) => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt(<ServicePage service={service} />, path);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe(PAGE_META[path]!.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', service.meta.description);
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', service.meta.keywords.join(', '));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_CONFIG.siteUrl}${path}`);
    expect(screen.getByRole('heading', { level: 1, name: service.heading })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: service.image.alt })).toHaveAttribute('width', '800');
    expect(screen.getByRole('list', { name: service.benefitsHeading })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: service.checklistHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    scrollTo.mockRestore();
  });
});

describe('Privacy Notice', () => {
  it('sets its own title, and says in short sections who we are, what we collect and why, who sees it, for how long, your rights, whom to write to and its version', () => {
    renderAt(<PrivacyPage />, PRIVACY_PATH);
    expect(document.title).toBe(PAGE_META[PRIVACY_PATH]!.title);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_CONFIG.siteUrl}${PRIVACY_PATH}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it',
      'Who sees it',
      'How long we keep it',
      'Your rights',
      'Whom to write to',
      'This notice',
    ]);
    const section = (name: string) => within(screen.getByRole('region', { name }));
    expect(section('Who we are').getByText(new RegExp(SITE_CONFIG.address.street))).toBeInTheDocument();
    for (const item of ['contact number', 'pin code', 'age and gender', 'gender of the therapist', 'health issue', 'therapy', 'day and time']) {
      expect(section('What we collect').getByText(new RegExp(item))).toBeInTheDocument();
    }
    expect(section('Who sees it').getByText(/admin.*therapist assigned/)).toBeInTheDocument();
    expect(section('How long we keep it').getByText(new RegExp(`${DEFAULT_RETENTION_MONTHS} months after it`))).toBeInTheDocument();
    for (const right of ['correct', 'erase it', 'withdraw your consent', 'grievance'])
      expect(section('Your rights').getByText(new RegExp(right))).toBeInTheDocument();
    expect(section('Your rights').getByText(/Digital Personal Data Protection Act 2023/)).toBeInTheDocument();
    expect(section('Whom to write to').getByRole('link', { name: SITE_CONFIG.email })).toHaveAttribute('href', `mailto:${SITE_CONFIG.email}`);
    expect(section('Whom to write to').getAllByRole('link', { name: /^\+91/ })).toHaveLength(2);
    expect(section('This notice').getByText(new RegExp(PRIVACY_NOTICE_VERSION))).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows at once off the public pages, with contacts, social links, the reviews frame and a link to the privacy notice', () => {
    renderAt(<Footer />, '/customerRegistration');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^WhatsApp \+91/ })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /^\+91/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: SITE_CONFIG.email })).toHaveAttribute('href', `mailto:${SITE_CONFIG.email}`);
    expect(screen.getByTitle(/Guest reviews/)).toHaveAttribute('height', '1000');
    expect(screen.getByRole('navigation', { name: 'Our services' }).querySelectorAll('a')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', PRIVACY_PATH);
  });
});
