// Benchmark fixture, not shipped: N mount points with server HTML, started either as one React
// root per island (hydrateRoot each) or as one root rendering N portals (portals cannot
// hydrate, so they render on the client). Reports the time until every island has committed.
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';

function Island({ index, onCommit }: { index: number; onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return (
    <div className="island">
      <span className="price">${(index % 90) + 10}.00</span>
      <button type="button">Add To Cart</button>
    </div>
  );
}

interface ExperimentResult {
  /** Until every island committed. */
  readonly committed: number;
  readonly longestTask: number;
  readonly blocking: number;
}

declare global {
  interface Window {
    runExperiment(mode: 'roots' | 'portals'): Promise<ExperimentResult>;
  }
}

window.runExperiment = (mode) =>
  new Promise((resolve) => {
    const points = Array.from(document.querySelectorAll<HTMLElement>('[data-point]'));
    let committed = 0;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    const onCommit = () => {
      committed += 1;
      if (committed !== points.length) return;
      const done = performance.now() - start;
      // Long tasks are reported after they end: give the last one a moment to arrive.
      setTimeout(() => {
        observer.disconnect();
        resolve({
          committed: done,
          longestTask: tasks.length ? Math.max(...tasks) : 0,
          blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        });
      }, 100);
    };
    if (mode === 'roots') {
      points.forEach((point, index) => {
        hydrateRoot(point, <Island index={index} onCommit={onCommit} />, { identifierPrefix: `r${index}-` });
      });
    } else {
      const host = document.createElement('div');
      document.body.append(host);
      for (const point of points) point.replaceChildren();
      createRoot(host).render(
        points.map((point, index) =>
          createPortal(<Island index={index} onCommit={onCommit} />, point, String(index)),
        ),
      );
    }
  });
