import { act, fireEvent, screen, within } from '@testing-library/react';
import { TIMINGS } from '@wellness/shared';
import { BENEFITS } from '../content/benefits';
import { GALLERIES } from '../content/gallery';
import { SLIDES } from '../content/home';
import { renderAt } from '../test-utils';
import { Carousel } from './Carousel';
import { FlipCard } from './FlipCard';
import { Gallery } from './Gallery';

const currentSlide = () => document.querySelector('[data-current]')?.getAttribute('aria-label');

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

describe('home carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 5000 ms', () => {
    renderAt(<Carousel slides={SLIDES} label="Highlights" />);
    expect(currentSlide()).toBe('1 of 3: Experience serenity');
    act(() => jest.advanceTimersByTime(TIMINGS.carouselIntervalMs - 1));
    expect(currentSlide()).toBe('1 of 3: Experience serenity');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 of 3: Luxurious de-stressing');
    act(() => jest.advanceTimersByTime(TIMINGS.carouselIntervalMs));
    act(() => jest.advanceTimersByTime(TIMINGS.carouselIntervalMs));
    expect(currentSlide()).toBe('1 of 3: Experience serenity');
  });

  it('pauses while the pointer is over it', () => {
    renderAt(<Carousel slides={SLIDES} label="Highlights" />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(TIMINGS.carouselIntervalMs * 3));
    expect(currentSlide()).toBe('1 of 3: Experience serenity');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(TIMINGS.carouselIntervalMs));
    expect(currentSlide()).toBe('2 of 3: Luxurious de-stressing');
  });

  it('a swipe over 40 px changes slide, a shorter one does not', () => {
    renderAt(<Carousel slides={SLIDES} label="Highlights" />);
    const track = document.querySelector('[aria-live]')!;
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 260 });
    expect(currentSlide()).toBe('1 of 3: Experience serenity');
    fireEvent.pointerDown(track, { clientX: 300 });
    fireEvent.pointerUp(track, { clientX: 250 });
    expect(currentSlide()).toBe('2 of 3: Luxurious de-stressing');
    fireEvent.pointerDown(track, { clientX: 100 });
    fireEvent.pointerUp(track, { clientX: 200 });
    expect(currentSlide()).toBe('1 of 3: Experience serenity');
  });

  it('has previous, next and pause buttons', () => {
    renderAt(<Carousel slides={SLIDES} label="Highlights" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe("3 of 3: Couple's getaway");
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    act(() => jest.advanceTimersByTime(TIMINGS.carouselIntervalMs * 2));
    expect(currentSlide()).toBe("3 of 3: Couple's getaway");
    expect(screen.getByRole('button', { name: 'Start slide show' })).toBeInTheDocument();
  });
});

describe('About Us gallery', () => {
  afterEach(() => setWidth(1024));

  it('pages 5 at a time with previous disabled at the start and next at the end', () => {
    setWidth(1280);
    const gallery = GALLERIES[0];
    renderAt(<Gallery gallery={gallery} />);
    const previous = screen.getByRole('button', { name: `Previous images of ${gallery.heading}` });
    const next = screen.getByRole('button', { name: `Next images of ${gallery.heading}` });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('img')).toHaveLength(5);
    expect(previous).toBeDisabled();
    for (let click = 0; click < 5; click++) fireEvent.click(next);
    expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([gallery.images[25]!.alt]);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('pages 3 at a time when the window is 600 px wide or less', () => {
    setWidth(600);
    const gallery = GALLERIES[1];
    renderAt(<Gallery gallery={gallery} />);
    expect(within(screen.getByRole('list')).getAllByRole('img')).toHaveLength(3);
    const next = screen.getByRole('button', { name: `Next images of ${gallery.heading}` });
    for (let click = 0; click < 8; click++) fireEvent.click(next);
    expect(screen.getByText('Images 25 to 27 of 27')).toBeInTheDocument();
    expect(next).toBeDisabled();
  });
});

describe('benefit flip card', () => {
  it('shows the title in front and the description behind, and turns over on a tap or Enter', () => {
    const benefit = BENEFITS[0]!;
    renderAt(<FlipCard benefit={benefit} />);
    const card = screen.getByRole('group', { name: benefit.title });
    expect(within(card).getByRole('heading', { name: benefit.title })).toBeInTheDocument();
    expect(within(card).getByText(benefit.info)).toBeInTheDocument();
    expect(card).not.toHaveAttribute('data-flipped');
    fireEvent.click(card);
    expect(card).toHaveAttribute('data-flipped');
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(card).not.toHaveAttribute('data-flipped');
    expect(card).toHaveAttribute('tabindex', '0');
  });
});

describe('guest feedback videos', () => {
  it("each card shows the video's own still, loaded lazily, and plays in place when pressed", async () => {
    const { api } = await import('@wellness/shared/client');
    const adapter = api.defaults.adapter;
    const Observer = window.IntersectionObserver;
    // The section comes into view at once.
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    api.defaults.adapter = async (config) => ({
      data: { data: [{ feedbackID: 1, feedbackName: 'Back pain, gone', feedbackLink: 'https://youtu.be/aqz-KE-bpKQ' }] },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    try {
      const { VideoSection } = await import('./VideoSection');
      renderAt(<VideoSection />);
      const play = await screen.findByRole('button', { name: 'Play video: Back pain, gone' });
      const still = play.querySelector('img')!;
      expect(still).toHaveAttribute('src', 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
      expect(still).toHaveAttribute('loading', 'lazy');
      expect(still).toHaveAttribute('alt', '');
      // A still that cannot be fetched leaves the plain card, not a broken-image mark.
      fireEvent.error(still);
      expect(still).not.toBeVisible();
      fireEvent.click(play);
      expect(screen.getByTitle('Back pain, gone')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    } finally {
      api.defaults.adapter = adapter;
      window.IntersectionObserver = Observer;
    }
  });
});
