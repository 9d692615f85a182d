import type { RemoteHost } from '@wellness/shared';
import { createContext, type ReactNode, startTransition, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';

type Content = { node: ReactNode; into: Element };

/** The parcels' contents the shell renders in its own tree, by parcel. */
class Contents {
  private readonly byParcel = new Map<number, Content>();
  private nextParcel = 0;
  private show: ((contents: [number, Content][]) => void) | null = null;

  /** The host a parcel is given in its props (RemoteHost): what it renders lands in this tree. */
  newHost(): RemoteHost {
    const parcel = this.nextParcel++;
    return {
      render: (node, into) => {
        if (node === null || node === undefined) this.byParcel.delete(parcel);
        else this.byParcel.set(parcel, { node, into });
        this.publish();
      },
    };
  }

  attach(show: (contents: [number, Content][]) => void): () => void {
    this.show = show;
    show([...this.byParcel]);
    return () => {
      this.show = null;
    };
  }

  private publish() {
    const show = this.show;
    const contents = [...this.byParcel];
    // A transition, as a React root of the remote's own would render: a whole page mounts in slices.
    if (show) startTransition(() => show(contents));
  }
}

const HostingContext = createContext<Contents | null>(null);

/**
 * The remotes' contents render here, in the shell's one React tree, each through a portal into its
 * parcel's element: a page has one React root, and the shell's router reaches every remote. They are
 * rendered apart from the parcels' places in the tree, so that a content lives for as long as its parcel
 * (from single-spa's mount to its unmount), as it would in a root of its own: leaving a page removes the
 * parcel's element at once, while single-spa finishes the parcel's update or mount before unmounting it.
 */
export function RemoteHosting({ children }: { children: ReactNode }) {
  const contents = useMemo(() => new Contents(), []);
  const [shown, setShown] = useState<[number, Content][]>([]);
  useLayoutEffect(() => contents.attach(setShown), [contents]);
  return (
    <HostingContext.Provider value={contents}>
      {children}
      {shown.map(([parcel, content]) => createPortal(content.node, content.into, String(parcel)))}
    </HostingContext.Provider>
  );
}

/**
 * Makes a host for a parcel (one per mounted parcel: a parcel mounted again after a failure must not
 * share its host with the old one, whose unmount may come later); none outside RemoteHosting, where a
 * remote takes a React root of its own.
 */
export function useRemoteHosts(): (() => RemoteHost) | undefined {
  const contents = useContext(HostingContext);
  return useMemo(() => (contents ? () => contents.newHost() : undefined), [contents]);
}
