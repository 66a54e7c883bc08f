/** What a page of the page store shows while its texts load: a title and a few lines, marked busy. */
import { Skeleton } from './skeleton';

export function PageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton lines={5} />
    </div>
  );
}
