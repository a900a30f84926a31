import Box from '@mui/material/Box';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws its children only once they come near the screen, in slices (a transition), so a page's
 * first draw does not pay for them. Until then it holds their height, so the page does not jump.
 * For what costs most to draw and starts below the first screen on a phone: charts, which repeat
 * what the text beside them says, and a search field (MUI's measures the page as it is drawn).
 * A reader who scrolls or jumps to the part finds it drawn.
 */
export function DrawnWhenNear({ height, children }: { height: number; children: ReactNode }) {
  const [isNear, setIsNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setIsNear(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return (
    <Box ref={holder} sx={{ minHeight: isNear ? 0 : height, minWidth: 0 }}>
      {isNear ? children : null}
    </Box>
  );
}
