import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Children,
  isValidElement,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useI18n } from '#client/lib/i18n';

interface CarouselProps {
  /** What the carousel holds, e.g. "In Progress trips". */
  label: string;
  children: ReactNode;
}

/** How far a mouse must drag before it counts as a swipe, not a click. */
const DRAG_PX = 40;

/**
 * One slide shown, scrolls one, not infinite, no dots and no arrows. Swipe moves it; so do the
 * arrow keys once the region has focus, and a mouse drag (docs/PRODUCT-RULES.md#every-device).
 * The browser's own scrolling with snap points does the moving: nothing measures the slides, so
 * a long list costs no script when the screen is drawn (docs/PERFORMANCE.md).
 */
export function Carousel({ label, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const { t } = useI18n();
  const [selected, setSelected] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);

  function show(index: number) {
    const element = viewport.current;
    if (!element) return;
    const target = Math.max(0, Math.min(slides.length - 1, index));
    element.scrollTo?.({ left: target * element.clientWidth, behavior: 'smooth' });
  }

  // The slide in view is the scroll position counted in slides.
  function handleScroll() {
    const element = viewport.current;
    if (!element || element.clientWidth === 0) return;
    setSelected(Math.round(element.scrollLeft / element.clientWidth));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Only when the region itself has focus, so arrow keys inside a slide's fields still work.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      show(selected + (event.key === 'ArrowRight' ? 1 : -1));
    }
  }

  // Touch scrolls natively; a mouse has no swipe, so a drag across the slide stands in for one.
  function handlePointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse' && event.button === 0) {
      drag.current = { x: event.clientX, moved: false };
    }
  }
  function handlePointerUp(event: PointerEvent) {
    if (!drag.current) return;
    const distance = event.clientX - drag.current.x;
    drag.current.moved = Math.abs(distance) > DRAG_PX;
    if (drag.current.moved) show(selected + (distance < 0 ? 1 : -1));
  }
  // A drag that moved the carousel is not also a click on the card under it.
  function handleClickCapture(event: MouseEvent) {
    if (drag.current?.moved) {
      event.preventDefault();
      event.stopPropagation();
    }
    drag.current = null;
  }

  return (
    <Box
      component="section"
      role="region"
      aria-roledescription={t('common.carouselRole')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      sx={{
        borderRadius: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        ref={viewport}
        onScroll={handleScroll}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onClickCapture={handleClickCapture}
        // A dragged photo would start the browser's drag and drop instead of a swipe.
        onDragStart={(event: MouseEvent) => event.preventDefault()}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            role="group"
            aria-roledescription={t('common.slideRole')}
            aria-label={t('common.slidePosition', { current: index + 1, total: slides.length })}
            // Slides out of view are skipped by Tab and screen readers.
            inert={index !== selected}
            data-active={index === selected}
            sx={{
              flex: '0 0 100%',
              minWidth: 0,
              px: 0.5,
              scrollSnapAlign: 'start',
              scrollSnapStop: 'always',
            }}
          >
            {slide}
          </Box>
        ))}
      </Box>
      {slides.length > 1 ? (
        // Not dots: one line saying where you are and how to move on.
        <Typography
          variant="caption"
          color="text.secondary"
          aria-live="polite"
          sx={{ display: 'block', mt: 1, px: 0.5 }}
        >
          {t('common.carouselPosition', { current: selected + 1, total: slides.length })}
        </Typography>
      ) : null}
    </Box>
  );
}
